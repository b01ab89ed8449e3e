import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '@/components/ui';
import { RichText } from '@/components/ui/RichText';

const List = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
  `,
);

const Item = styled.div<{ $open: boolean }>(
  ({ theme, $open }) => css`
    border: 1px solid ${$open ? theme.colors.primary : theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${$open ? theme.shadows.md : theme.shadows.sm};
    transition:
      border-color ${theme.transitions.fast},
      box-shadow ${theme.transitions.fast};
  `,
);

const Question = styled.h3(
  ({ theme }) => css`
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
  `,
);

const Toggle = styled.button<{ $open: boolean }>(
  ({ theme, $open }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
    width: 100%;
    min-height: 2.75rem;
    padding: ${theme.space[4]} ${theme.space[5]};
    border: 0;
    border-radius: ${theme.radii.lg};
    background: transparent;
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.semibold};
    text-align: start;
    cursor: pointer;
    &:hover {
      color: ${theme.colors.primaryHover};
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
    svg {
      color: ${theme.colors.primary};
      transform: rotate(${$open ? '180deg' : '0'});
      transition: transform ${theme.transitions.normal};
    }
    ${theme.media.reducedMotion} {
      svg {
        transition: none;
      }
    }
  `,
);

/**
 * A closed answer is hidden="until-found", laid out with `content-visibility: hidden`: its own box stays,
 * only its content is skipped. So the region itself has no padding; this inner body has it.
 */
const AnswerBody = styled.div(
  ({ theme }) => css`
    padding: 0 ${theme.space[5]} ${theme.space[5]};
    color: ${theme.colors.textMuted};
    p {
      margin: 0;
      max-width: 70ch;
    }
  `,
);

interface AnswerPanelProps {
  id: string;
  labelledBy: string;
  open: boolean;
  onFound: () => void;
  children: ReactNode;
}

/**
 * The answer region. React renders `hidden` as a boolean (hidden="", also in server HTML); a closed
 * answer is then switched to hidden="until-found", so the browser's find-in-page (and text fragments)
 * can reach its text: on a match the browser fires `beforematch`, reveals it, and the item is opened.
 */
function AnswerPanel({ id, labelledBy, open, onFound, children }: AnswerPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onFoundRef = useRef(onFound);
  useEffect(() => {
    onFoundRef.current = onFound;
  }, [onFound]);

  useLayoutEffect(() => {
    if (!open) ref.current?.setAttribute('hidden', 'until-found');
  }, [open]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const found = () => onFoundRef.current();
    element.addEventListener('beforematch', found);
    return () => element.removeEventListener('beforematch', found);
  }, []);

  return (
    <div ref={ref} id={id} role="region" aria-labelledby={labelledBy} hidden={!open}>
      <AnswerBody>{children}</AnswerBody>
    </div>
  );
}

export interface FaqItem {
  id: string;
  question: string;
  /** May carry the Markdown of the site's long texts (RichText). */
  answer: string;
}

export interface FaqListProps {
  items: FaqItem[];
  /** Id of the open item, or null when all are closed (one at a time). */
  openId: string | null;
  onToggle: (id: string) => void;
  /** Find-in-page matched text in a closed answer: open that item (the browser has already revealed it). */
  onReveal: (id: string) => void;
}

/**
 * FAQ accordion: each question is a button with aria-expanded / aria-controls; its answer is a labelled
 * region, hidden until opened or found by the browser's find-in-page.
 */
export function FaqList({ items, openId, onToggle, onReveal }: FaqListProps) {
  const base = useId();
  return (
    <List>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${base}-${item.id}-q`;
        const panelId = `${base}-${item.id}-a`;
        return (
          <Item key={item.id} $open={open}>
            <Question>
              <Toggle
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                $open={open}
                onClick={() => onToggle(item.id)}
              >
                <span>{item.question}</span>
                <Icon name="chevronDown" size={20} />
              </Toggle>
            </Question>
            <AnswerPanel id={panelId} labelledBy={buttonId} open={open} onFound={() => onReveal(item.id)}>
              <p>
                <RichText text={item.answer} />
              </p>
            </AnswerPanel>
          </Item>
        );
      })}
    </List>
  );
}
