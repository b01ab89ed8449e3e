import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '@/components/ui';

const Frame = styled.div(
  ({ theme }) => css`
    display: flex;
    gap: ${theme.space[4]};
    align-items: center;
    padding: ${theme.space[4]} ${theme.space[5]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surfaceAlt};
    border: 1px solid ${theme.colors.border};
    p {
      margin: 0;
    }
    a {
      font-weight: ${theme.fontWeights.semibold};
      font-size: ${theme.fontSizes.md};
      overflow-wrap: anywhere;
    }
  `,
);

const IconCircle = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    flex-shrink: 0;
    align-items: center;
    justify-content: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  `,
);

const Title = styled.h3(
  ({ theme }) => css`
    margin: 0 0 ${theme.space[1]};
    font-size: ${theme.fontSizes.md};
    font-family: ${theme.fonts.body};
  `,
);

const Small = styled.p(
  ({ theme }) => css`
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);

export interface EmailCardProps {
  /** The provider's e-mail address, shown as a `mailto:` link. */
  email: string;
  /** What the card is: a small label (default), or a heading when `text` explains it. */
  label: ReactNode;
  /** A sentence before the address; with it the label becomes a level-3 heading and the sentence small print. */
  text?: ReactNode;
  className?: string;
}

/** The provider's e-mail on a soft card with a mail icon: the other way to reach her, next to the contact form. */
export function EmailCard({ email, label, text, className }: EmailCardProps) {
  const link = <a href={`mailto:${email}`}>{email}</a>;
  return (
    <Frame className={className}>
      <IconCircle>
        <Icon name="mail" size={22} />
      </IconCircle>
      <div>
        {text ? (
          <>
            <Title>{label}</Title>
            <Small>
              {text} {link}
            </Small>
          </>
        ) : (
          <>
            <Small>{label}</Small>
            <p>{link}</p>
          </>
        )}
      </div>
    </Frame>
  );
}
