import { memo, Suspense, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageScroll } from './scroll';
import { RouteAnnouncer } from './announce';
import { ConnectionStatus } from './ConnectionStatus';
import { ReplayEarlyEvents } from './boot/earlyEvents';
import { SiteHead } from './head/SiteHead';
import { AppStateProviders } from './AppStateProviders';
import { useConsent } from '@/features/consent';
import { SiteHeader } from './layout/SiteHeader';
import { SiteFooter } from './layout/SiteFooter';
import { SiteCookieBanner, bannerBlocksPage } from './layout/SiteCookieBanner';
import { DemoRibbon } from '@/components/layout';
import { config } from '@/config/env';
import { activeLanguage } from '@/i18n/localePath';
import { canonicalUrl } from './head/siteAddresses';
import { Island } from '@/lib/Island';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  ${({ theme }) => theme.media.print} {
    display: block;
    min-height: 0;
  }
`;

const Main = styled.main`
  flex: 1 0 auto;
  min-height: 60vh;
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.print} {
    min-height: 0;
  }
`;

/** On paper only: whose page this is and where it lives (the screen has the header for that). */
const PrintSource = styled.p`
  margin: 0 ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: ${({ theme }) => theme.space[3]};
  }
`;

/**
 * The skip link moves focus to the main content (which brings it into view) without adding a history
 * entry: a bare '#main' entry would be one the router has no scroll position for.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * The page itself. Memoised, like the header and the footer, so that what changes the frame at start-up
 * (the consent read from its cookie, which makes the page inert under the banner) re-renders the frame only:
 * a re-render reaching the page's boundary while it is still served HTML would make React hydrate the
 * whole page at once, in one long task, instead of in short ones. The page follows the router
 * through its own context.
 */
const PageMain = memo(function PageMain() {
  return (
    <Main id="main" tabIndex={-1}>
      <Suspense fallback={null}>
        <Outlet />
        <ReplayEarlyEvents />
      </Suspense>
    </Main>
  );
});
/**
 * The header hydrates as a boundary of its own, after the frame has committed: the frame's commit, the one
 * long task React cannot split, holds only the frame. A tap on it before then is not lost: React
 * hydrates a boundary at once for a discrete event, and the early taps are replayed (src/app/boot).
 */
const StableHeader = memo(function StableHeader() {
  return (
    <Suspense fallback={null}>
      <SiteHeader />
    </Suspense>
  );
});
/** The footer is below the fold on every page: served HTML (its links work as links) until it is needed. */
const StableFooter = memo(function StableFooter() {
  return (
    <Island>
      <SiteFooter />
    </Island>
  );
});

/**
 * The frame's parts that do not depend on the consent: memoised, so that the consent's answer at start-up (read
 * from its cookie as the app starts, a synchronous update of the Shell) re-renders only the page's wrapper and
 * the banner, not the head tags, the scroll restoration, the announcer and the connection notice.
 */
const HeadAndScroll = memo(function HeadAndScroll() {
  return (
    <>
      <SiteHead />
      <PageScroll />
    </>
  );
});
const Announcements = memo(function Announcements() {
  return (
    <>
      <RouteAnnouncer />
      <ConnectionStatus />
    </>
  );
});

/**
 * Everything but the cookie banner. While the banner blocks the page (overlay), the page is inert so
 * keyboard and screen-reader users stay in the banner, as pointer users do.
 */
function Shell() {
  const { t, i18n } = useTranslation();
  const { bannerVisible } = useConsent();
  const { pathname } = useLocation();
  const blocked = bannerVisible && bannerBlocksPage(pathname);
  const address = canonicalUrl(pathname, activeLanguage(i18n));
  return (
    <>
      <HeadAndScroll />
      <Page inert={blocked || undefined}>
        <SkipLink href="#main" onClick={skipToMain} data-print="hide">
          {t('common.skipToContent')}
        </SkipLink>
        {config.useMocks && <DemoRibbon label={t('common.demoRibbon')} regionLabel={t('common.demoRibbonRegion')} />}
        <StableHeader />
        <PrintSource data-print="only" data-testid="print-source">
          {t('print.source', { site: config.providerName, address })}
        </PrintSource>
        <PageMain />
        <StableFooter />
      </Page>
      <SiteCookieBanner />
      <Announcements />
    </>
  );
}

/**
 * The frame around every page: skip link, header, main content, footer, cookie banner, and the announcer
 * of a new page (outside the part the banner makes inert, so it is heard).
 */
export function RootLayout() {
  return (
    <AppStateProviders>
      <Shell />
    </AppStateProviders>
  );
}
