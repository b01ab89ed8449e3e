import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflinePage } from '@/components/layout';
import { chunkFailureOutcome } from './boot/preloadRecovery';

export type PageModule = { Component: ComponentType };

/**
 * The route component that stands in for a page whose code could not be fetched while offline (#39):
 * the site's offline page inside the header and footer, which fetches the page's code again when the
 * browser is back online (`online`) or when asked to ("Tentar novamente"), and then shows the page.
 * React Router keeps a lazy route's first result, so the second try is this component's own.
 */
export function offlineRoute(load: () => Promise<PageModule>): ComponentType {
  let loaded: ComponentType | null = null;

  function OfflineRoute() {
    const { t } = useTranslation();
    const [Page, setPage] = useState<ComponentType | null>(() => loaded);
    const [retrying, setRetrying] = useState(false);
    const busy = useRef(false);

    const retry = useCallback(() => {
      if (busy.current || loaded) return;
      busy.current = true;
      setRetrying(true);
      load().then(
        (mod) => {
          loaded = mod.Component;
          setPage(() => mod.Component);
        },
        async (error: unknown) => {
          // Online again and still failing: the recovery reloads the page (a redeploy) or it stays here.
          if ((await chunkFailureOutcome(error)) === 'reloading') return;
          busy.current = false;
          setRetrying(false);
        },
      );
    }, []);

    useEffect(() => {
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [retry]);

    if (Page) return <Page />;
    return (
      <OfflinePage
        title={t('connection.offlineTitle')}
        text={t('connection.offlineText')}
        retryLabel={t('connection.retry')}
        retrying={retrying}
        onRetry={retry}
      />
    );
  }
  return OfflineRoute;
}

/**
 * Loads a page's module for React Router's `lazy`. A failure offline (or on a network error) resolves to
 * the offline page instead of an error; a failure that reloads the page waits for the reload (the previous
 * page stays on screen, as before #39); any other failure goes on to the route's error screen.
 */
export async function loadPage(load: () => Promise<PageModule>): Promise<{ Component: ComponentType }> {
  try {
    const mod = await load();
    return { Component: mod.Component };
  } catch (error) {
    const outcome = await chunkFailureOutcome(error);
    if (outcome === 'offline') return { Component: offlineRoute(load) };
    if (outcome === 'reloading') return new Promise(() => {});
    throw error;
  }
}
