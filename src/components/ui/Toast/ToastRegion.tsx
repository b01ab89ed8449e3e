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
    pointer-events: none;
    ${theme.media.desktop} {
      inset-inline: auto ${theme.space[5]};
      bottom: ${theme.space[5]};
      align-items: flex-end;
      width: 26rem;
    }
  `,
);

/** One stack of toasts, itself the live region for its messages (so each message is inside exactly one). */
const Stack = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: inherit;
    gap: ${theme.space[3]};
    width: 100%;
    &:not(:empty) + &:not(:empty) {
      margin-top: ${theme.space[3]};
    }
  `,
);

export interface ToastRegionProps {
  /** Success and info toasts, announced politely (aria-live="polite"); the newest last, nearest the bottom edge. */
  polite?: ReactNode;
  /** Error toasts, announced at once (aria-live="assertive"), shown below the polite ones. */
  assertive?: ReactNode;
  className?: string;
}

/**
 * The fixed notifications area (bottom centre on mobile, bottom right on desktop). Render it once. It holds two
 * live regions that are always in the page, so a toast added later is announced: a polite one for success and
 * info, an assertive one for errors. The toasts themselves are not live regions, so no message sits in two
 * (nested live regions get a message read twice by some screen readers). The regions use aria-live without a
 * status/alert role: an empty, always-present role="alert" would count as an alert on every page.
 */
export function ToastRegion({ polite, assertive, className }: ToastRegionProps) {
  const { t } = useTranslation();
  return (
    <Root aria-label={t('ui.notifications')} className={className} data-print="hide">
      <Stack aria-live="polite" aria-relevant="additions text" aria-atomic="false">
        {polite}
      </Stack>
      <Stack aria-live="assertive" aria-relevant="additions text" aria-atomic="false">
        {assertive}
      </Stack>
    </Root>
  );
}
