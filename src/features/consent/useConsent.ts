import { useMemo } from 'react';
import { useHydrated } from '@/lib/useHydrated';
import type { ConsentDecision } from '@machines/consent';
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

/**
 * The consent's state and answers. Until the app is hydrated the status is `checking`, as the prerendered
 * page was rendered (the answer is the visitor's cookie, which the prerender cannot know); the actor's own
 * state shows from React's deferred pass after hydration (see ConsentProvider).
 */
export function useConsent(): ConsentApi {
  const actor = ConsentActorContext.useActorRef();
  const hydrated = useHydrated();
  const live = ConsentActorContext.useSelector((s) => s.value as ConsentStatus);
  const liveDecision = ConsentActorContext.useSelector((s) => s.context.decision);
  const status = hydrated ? live : 'checking';
  const decision = hydrated ? liveDecision : null;
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
