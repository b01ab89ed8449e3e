import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useClock } from '@/lib/clock';
import { Icon } from '../Icon';
import { CloseButton } from '../internal/CloseButton';
import { statusColors, statusIcon } from '../internal/tones';

export type ToastTone = 'success' | 'error' | 'info';

/* Never starts fully transparent: the content counts as visible from the first frame. */
const enter = keyframes`
  from { opacity: 0.4; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Root = styled.div<{ $tone: ToastTone }>(({ theme, $tone }) => {
  const { fg } = statusColors(theme, $tone);
  return css`
    pointer-events: auto;
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    width: 100%;
    max-width: 26rem;
    padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]};
    border-radius: ${theme.radii.lg};
    border: 1px solid ${theme.colors.border};
    border-inline-start: 5px solid ${fg};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadows.lg};
    animation: ${enter} 250ms ease-out;
    ${theme.media.reducedMotion} {
      animation: none;
    }
  `;
});

const IconBadge = styled.span<{ $tone: ToastTone }>(({ theme, $tone }) => {
  const { fg, bg } = statusColors(theme, $tone);
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 2rem;
    height: 2rem;
    border-radius: ${theme.radii.round};
    background: ${bg};
    color: ${fg};
  `;
});

const Message = styled.p`
  flex: 1;
  margin: 0;
  padding-block: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export interface ToastProps {
  tone?: ToastTone;
  /** Translated text. */
  message: ReactNode;
  /** Called by the close button and when the toast auto-hides. */
  onClose: () => void;
  /** Auto-hide after this many ms; 0 or null keeps it until closed. Paused while hovered or focused. */
  duration: number | null;
  id?: string;
  className?: string;
}

/**
 * A short notification with an icon, the message and a close button; auto-hides. It is not a live region itself:
 * render it inside ToastRegion (`polite` for success and info, `assertive` for errors), which announces it once.
 */
export function Toast({ tone = 'info', message, onClose, duration, id, className }: ToastProps) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const onCloseRef = useRef(onClose);
  const remaining = useRef(duration ?? 0);
  const clock = useClock();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!duration || paused) return undefined;
    const started = clock.now();
    const timer = clock.setTimeout(() => onCloseRef.current(), Math.max(remaining.current, 0));
    return () => {
      clock.clearTimeout(timer);
      remaining.current -= clock.now() - started;
    };
  }, [clock, duration, paused]);

  const pause = () => setPaused(true);
  const resume = (event: { currentTarget: HTMLElement; relatedTarget: EventTarget | null }) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setPaused(false);
  };

  return (
    <Root
      $tone={tone}
      data-toast=""
      id={id}
      className={className}
      onMouseEnter={pause}
      onMouseLeave={() => setPaused(false)}
      onFocus={pause}
      onBlur={resume}
    >
      <IconBadge $tone={tone} aria-hidden="true">
        <Icon name={statusIcon[tone]} size={18} />
      </IconBadge>
      <Message>
        <span className="visually-hidden">{t(`toast.${tone}`)}: </span>
        {message}
      </Message>
      <CloseButton label={t('toast.close')} onClick={() => onCloseRef.current()} />
    </Root>
  );
}
