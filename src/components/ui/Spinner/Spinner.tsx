import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: inherit;
  line-height: 0;
`;

const Ring = styled.svg`
  animation: ${spin} 0.8s linear infinite;
  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;

export interface SpinnerProps {
  /** Text for screen readers; defaults to the translated "Loading…". */
  label?: string;
  /** Diameter in CSS pixels. */
  size?: number;
  /** Purely visual (e.g. inside a busy button that already says it is busy): no role, no text. */
  decorative?: boolean;
  className?: string;
}

/** Loading indicator. Announces its label politely (role="status") unless decorative. */
export function Spinner({ label, size = 24, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  const ring = (
    <Ring width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </Ring>
  );
  if (decorative) {
    return (
      <Root className={className} aria-hidden="true">
        {ring}
      </Root>
    );
  }
  return (
    <Root role="status" className={className}>
      {ring}
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </Root>
  );
}
