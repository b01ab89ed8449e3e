import { useMemo } from 'react';
import type { ConsentDecision } from '@machines/consent/cookieConsent';
import { ConsentActorContext } from './ConsentProvider';

export type ConsentStatus = 'checking' | 'undecided' | ConsentDecision;

export interface ConsentApi {
  status: ConsentStatus;
  /** True while undecided: the banner is on screen. */
  bannerVisible: boolean;
  decision: ConsentDecision | null;
  accept(): void;
  decline(): void;
  /** Shows the banner again so the answer can be changed (cookie policy page). */
  reopen(): void;
}

export function useConsent(): ConsentApi {
  const actor = ConsentActorContext.useActorRef();
  const status = ConsentActorContext.useSelector((s) => s.value as ConsentStatus);
  const decision = ConsentActorContext.useSelector((s) => s.context.decision);
  return useMemo(
    () => ({
      status,
      bannerVisible: status === 'undecided',
      decision,
      accept: () => actor.send({ type: 'consent.accept' }),
      decline: () => actor.send({ type: 'consent.decline' }),
      reopen: () => actor.send({ type: 'consent.reopen' }),
    }),
    [actor, status, decision],
  );
}
