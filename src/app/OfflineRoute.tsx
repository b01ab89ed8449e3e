import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflinePage } from '@/components/layout';
import { chunkAnswers, chunkFailureOutcome, failedChunkUrl, sessionStorageOrNull } from './boot/preloadRecovery';
import { claimFreshLoad, createOfflineRetry, type OfflineRetry, type PageModule } from './offlineRetry';

/**
 * The route component that stands in for a page whose code could not be fetched while offline:
 * the site's offline page inside the header and footer, which fetches the page's code again when the
 * browser is back online (`online`), on a timer while the browser says it is online, or when asked to
 * ("Tentar novamente"), and then shows the page; when the code still fails once its address answers, the
 * address is loaded afresh (offlineRetry.ts says when and why). React Router keeps a lazy route's first
 * result, so the second try is this component's own.
 */
export function offlineRoute(load: () => Promise<PageModule>, firstError?: unknown): ComponentType {
  let loaded: ComponentType | null = null;
  const chunkUrl = failedChunkUrl(firstError);

  function OfflineRoute() {
    const { t } = useTranslation();
    const [Page, setPage] = useState<ComponentType | null>(() => loaded);
    const [retrying, setRetrying] = useState(false);
    const retry = useRef<OfflineRetry | null>(null);

    useEffect(() => {
      if (loaded) return;
      const address = window.location.href;
      const controller = createOfflineRetry({
        chunkUrl,
        load,
        answers: (url) => chunkAnswers(url),
        outcomeOf: chunkFailureOutcome,
        online: () => navigator.onLine,
        claimFreshLoad: () => claimFreshLoad(sessionStorageOrNull(), address, Date.now()),
        // The page's own address: this route is on screen, so it is the one the visitor asked for.
        loadAfresh: () => window.location.reload(),
        setTimer: (run, ms) => setTimeout(run, ms),
        clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout> | undefined),
        onLoaded: (mod) => {
          loaded = mod.Component;
          setPage(() => mod.Component);
        },
        onBusy: setRetrying,
      });
      retry.current = controller;
      const onOnline = () => controller.online();
      window.addEventListener('online', onOnline);
      controller.start();
      return () => {
        controller.stop();
        retry.current = null;
        window.removeEventListener('online', onOnline);
      };
    }, []);

    if (Page) return <Page />;
    return (
      <OfflinePage
        title={t('connection.offlineTitle')}
        text={t('connection.offlineText')}
        retryLabel={t('connection.retry')}
        retrying={retrying}
        onRetry={() => retry.current?.retry()}
      />
    );
  }
  return OfflineRoute;
}

/**
 * Loads a page's module for React Router's `lazy`. A failure offline (or on a network error) resolves to
 * the offline page instead of an error; a failure that reloads the page waits for the reload (the previous
 * page stays on screen meanwhile); any other failure goes on to the route's error screen.
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
