import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionNotice } from '@/components/layout';
import { useClock } from '@/lib/clock';
import { TIMINGS } from '@machines/shared';

type Connection = 'offline' | 'online';

/**
 * Says once, politely, that the connection dropped and that it came back. The empty live region is in the
 * served page already, so it is there before anything is said in it, and its rule is among the served ones: rendered
 * only after hydration, it was the one rule styled-components had to make at start-up, its CSS compiler's
 * first run in the middle of the first commit. It waits for the browser's `offline` / `online` events.
 * "Back" is only said after a drop, and then fades out.
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const clock = useClock();
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

  const message = state === 'offline' ? t('connection.lost') : state === 'online' ? t('connection.back') : null;
  return <ConnectionNotice message={message} tone={state ?? 'offline'} />;
}
