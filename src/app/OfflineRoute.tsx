import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflinePage } from '@/components/layout';
import { chunkAnswers, chunkFailureOutcome, failedChunkUrl } from './boot/preloadRecovery';

export type PageModule = { Component: ComponentType };

/**
 * The route component that stands in for a page whose code could not be fetched while offline (#39):
 * the site's offline page inside the header and footer, which fetches the page's code again when the
 * browser is back online (`online`) or when asked to ("Tentar novamente"), and then shows the page.
 * React Router keeps a lazy route's first result, so the second try is this component's own.
 *
 * The `online` event can come a moment before requests go through again: a new try first asks for the
 * chunk that failed (HEAD, as the recovery does) and imports only once it answers; while it does not, it
 * tries again after 1, 2, 4… s (at most `MAX_RETRY_DELAY_MS`) as long as the browser says it is online.
 * Importing straight away would fail once more, and an online failure whose address answers a moment
 * later counts as a redeploy: the page would reload, losing what was on it.
 */
export const MAX_RETRY_DELAY_MS = 16_000;

export function offlineRoute(load: () => Promise<PageModule>, firstError?: unknown): ComponentType {
  let loaded: ComponentType | null = null;
  const chunkUrl = failedChunkUrl(firstError);

  function OfflineRoute() {
    const { t } = useTranslation();
    const [Page, setPage] = useState<ComponentType | null>(() => loaded);
    const [retrying, setRetrying] = useState(false);
    const busy = useRef(false);
    const mounted = useRef(true);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const delay = useRef(1000);

    const retry = useCallback(() => {
      if (busy.current || loaded) return;
      clearTimeout(timer.current);
      busy.current = true;
      setRetrying(true);
      const settle = () => {
        busy.current = false;
        if (mounted.current) setRetrying(false);
      };
      const reachable = chunkUrl ? chunkAnswers(chunkUrl) : Promise.resolve(true);
      void reachable.then((answers) => {
        if (!answers) {
          settle();
          // Not through yet: once more shortly, while the browser still says it is online.
          if (mounted.current && navigator.onLine) {
            timer.current = setTimeout(retry, delay.current);
            delay.current = Math.min(delay.current * 2, MAX_RETRY_DELAY_MS);
          }
          return;
        }
        load().then(
          (mod) => {
            loaded = mod.Component;
            if (mounted.current) setPage(() => mod.Component);
          },
          async (error: unknown) => {
            // Online, answering, and still failing: the recovery reloads the page (a redeploy) or it stays here.
            if ((await chunkFailureOutcome(error)) === 'reloading') return;
            settle();
          },
        );
      });
    }, []);

    useEffect(() => {
      mounted.current = true;
      const onOnline = () => {
        delay.current = 1000;
        retry();
      };
      window.addEventListener('online', onOnline);
      return () => {
        mounted.current = false;
        clearTimeout(timer.current);
        window.removeEventListener('online', onOnline);
      };
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
    if (outcome === 'offline') return { Component: offlineRoute(load, error) };
    if (outcome === 'reloading') return new Promise(() => {});
    throw error;
  }
}
