import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, LinkText } from '@/components/ui';
import { paths } from '@/config/routes';
import { CONSENT } from '@/config/constants';

const rise = keyframes`
  from { transform: translateY(1rem); }
  to { transform: none; }
`;

/**
 * A banner rendered before the answer is known (`pending`) is hidden, unless the served page's inline script
 * found no stored answer (`html.consent-undecided`): then it is on screen from the first paint.
 */
const hiddenWhilePending = css`
  &[data-pending] {
    display: none;
  }
  html.${CONSENT.undecidedClass} &[data-pending] {
    display: block;
  }
`;

const Overlay = styled.div(
  ({ theme }) => css`
    ${hiddenWhilePending}
    position: fixed;
    inset: 0;
    z-index: ${theme.zIndices.overlay};
    background: ${theme.colors.overlay};
  `,
);

const Dialog = styled.div(
  ({ theme }) => css`
    ${hiddenWhilePending}
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: ${theme.zIndices.modal};
    padding: ${theme.space[4]} ${theme.layout.gutter} calc(${theme.space[4]} + env(safe-area-inset-bottom, 0px));
    background: ${theme.colors.surface};
    border-top: 4px solid ${theme.colors.primary};
    box-shadow: ${theme.shadows.lg};
    animation: ${rise} ${theme.transitions.normal};
    /* Focus is moved here programmatically so screen readers announce the banner; the container is not a control. */
    &:focus,
    &:focus-visible {
      outline: none;
    }
    ${theme.media.desktop} {
      padding-block: ${theme.space[5]};
    }
  `,
);

const Inner = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};
    max-width: ${theme.layout.maxWidth};
    margin-inline: auto;
    ${theme.media.desktop} {
      flex-direction: row;
      align-items: center;
      justify-content: space-between;
      gap: ${theme.space[6]};
    }
  `,
);

const Title = styled.h2(
  ({ theme }) => css`
    margin: 0 0 ${theme.space[1]};
    font-size: ${theme.fontSizes.lg};
  `,
);

const Body = styled.p(
  ({ theme }) => css`
    margin: 0;
    max-width: 70ch;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    a {
      font-weight: ${theme.fontWeights.semibold};
    }
  `,
);

const Buttons = styled.div(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space[3]};
    flex-shrink: 0;
    ${theme.media.desktop} {
      display: flex;
    }
  `,
);

export interface CookieBannerProps {
  onAccept: () => void;
  onDecline: () => void;
  /**
   * Dim and block the page behind the banner (default). Turn off where the visitor needs to read the
   * page to decide (privacy and cookie policies).
   */
  withOverlay?: boolean;
  /** Move keyboard focus into the banner when it appears (default true). */
  autoFocus?: boolean;
  /**
   * The answer is not known yet (the app is still reading it): the banner is rendered, as on the prerendered
   * page, but hidden unless the page's first-paint script marked the visitor undecided
   * (`html.consent-undecided`). Focus moves into it only once it is no longer pending.
   */
  pending?: boolean;
}

/**
 * Asks a new visitor once whether the site may use cookies: a bar at the bottom over a dimmed page, one
 * sentence with a 'Saiba mais' link to the privacy policy, and Aceitar and Recusar with equal weight, so
 * declining is as easy as accepting. A dialog labelled by its title; focus moves into it when shown, and its
 * own link and buttons are always reachable by keyboard. (Product §2, cookie banner.)
 */
export function CookieBanner({ onAccept, onDecline, withOverlay = true, autoFocus = true, pending = false }: CookieBannerProps) {
  const { t } = useTranslation();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `cookie-title-${uid}`;
  const textId = `cookie-text-${uid}`;
  const dialogRef = useRef<HTMLDivElement>(null);

  // Focus moves in once the banner has been drawn, in a task of its own: focusing asks the browser for the
  // page's layout, which the commit that shows the banner (the whole page's, on a first visit) has just
  // invalidated; inside that commit it costs a full layout and makes React handle a focus event mid-start.
  useEffect(() => {
    if (!autoFocus || pending) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => dialogRef.current?.focus({ preventScroll: true }));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [autoFocus, pending]);

  return (
    <>
      {withOverlay && (
        <Overlay data-testid="cookie-overlay" aria-hidden="true" data-pending={pending || undefined} data-print="hide" />
      )}
      <Dialog
        ref={dialogRef}
        data-pending={pending || undefined}
        role="dialog"
        aria-modal={withOverlay}
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        data-testid="cookie-banner"
        data-print="hide"
      >
        <Inner>
          <div>
            <Title id={titleId}>{t('cookies.title')}</Title>
            <Body id={textId}>
              {t('cookies.text')}{' '}
              <Link to={paths.privacy}>
                <LinkText text={t('cookies.learnMore')} label={t('cookies.learnMoreLabel')} />
              </Link>
            </Body>
          </div>
          <Buttons>
            <Button variant="outline" onClick={onDecline}>
              {t('cookies.decline')}
            </Button>
            <Button variant="primary" onClick={onAccept}>
              {t('cookies.accept')}
            </Button>
          </Buttons>
        </Inner>
      </Dialog>
    </>
  );
}
