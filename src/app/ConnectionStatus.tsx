import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionNotice } from '@/components/layout';
import { useClock } from '@/lib/clock';
import { TIMINGS } from '@/config/constants';
import { useHydrated } from '@/lib/useHydrated';

type Connection = 'offline' | 'online';

/**
 * Says once, politely, that the connection dropped and that it came back (#39). Nothing is rendered by the
 * prerender nor by the first client render (they must match); after hydration an empty live region waits
 * for the browser's `offline` / `online` events. "Back" is only said after a drop, and then fades out.
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const clock = useClock();
  const hydrated = useHydrated();
  const [state, setState] = useState<Connection | null>(null);

  useEffect(() => {
    const offline = () => setState('offline');
    const online = () => setState((previous) => (previous === 'offline' ? 'online' : previous));
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  useEffect(() => {
    if (state !== 'online') return;
    const id = clock.setTimeout(() => setState(null), TIMINGS.connectionBack);
    return () => clock.clearTimeout(id);
  }, [state, clock]);

  if (!hydrated) return null;
  const message = state === 'offline' ? t('connection.lost') : state === 'online' ? t('connection.back') : null;
  return <ConnectionNotice message={message} tone={state ?? 'offline'} />;
}
