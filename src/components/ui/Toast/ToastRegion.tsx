import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';

const Root = styled.section(
  ({ theme }) => css`
    position: fixed;
    z-index: ${theme.zIndices.toast};
    inset-inline: ${theme.space[3]};
    bottom: ${theme.space[4]};
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space[3]};
    pointer-events: none;
    ${theme.media.desktop} {
      inset-inline: auto ${theme.space[5]};
      bottom: ${theme.space[5]};
      align-items: flex-end;
      width: 26rem;
    }
  `,
);

export interface ToastRegionProps {
  /** Toast elements; the newest is shown at the bottom edge, nearest the user's eye line. */
  children?: ReactNode;
  className?: string;
}

/** Fixed, polite live region that stacks toasts (bottom centre on mobile, bottom right on desktop). Render it once. */
export function ToastRegion({ children, className }: ToastRegionProps) {
  const { t } = useTranslation();
  return (
    <Root aria-label={t('ui.notifications')} aria-live="polite" aria-relevant="additions text" className={className}>
      {children}
    </Root>
  );
}
