import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { GENDERS, countryName, profilePageMachine, type Profile } from '@machines/auth';
import { messageText } from '@machines/shared';
import type { ProfileCardProps, ProfileCardStatus, ProfileRow } from '@/components/auth';
import { ageFrom } from '@/lib/format';
import { useLatestCallback } from '@/lib/useLatestCallback';
import { profilePageCalls } from './calls';
import { useAuth } from './useAuth';

/**
 * The profile page's card (product §4 Profile, §8 Profile page): the profile machine with its call, loaded with
 * the session's `token`. A 401 ends the session (the auth session forgets it) and calls `onUnauthorized` (the
 * page goes to login).
 */
export function useProfileView(token: string, onUnauthorized: () => void): ProfileCardProps {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'pt';
  const { logout, sessionRejected } = useAuth();
  const unauthorized = useLatestCallback(onUnauthorized);

  const [logic] = useState(() =>
    profilePageMachine.provide({
      actors: profilePageCalls,
      actions: {
        clearAccessToken: sessionRejected,
        redirectToLogin: () => unauthorized(),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { token } });
  const { profile, error } = snapshot.context;

  const status: ProfileCardStatus = snapshot.matches('loaded')
    ? 'loaded'
    : snapshot.matches('error')
      ? 'error'
      : snapshot.matches('empty')
        ? 'empty'
        : 'loading';

  return {
    status,
    name: profile?.full_name ?? undefined,
    subtitle: profile?.email ?? undefined,
    rows: profile ? profileRows(profile, t, lang) : [],
    message: messageText(t, error),
    onRetry: () => send({ type: 'profile.retry' }),
    onLogout: logout,
  };
}

/** A gender the register form offers (it has a translated name); anything else is shown as given. */
const isGenderCode = (value: string) => (GENDERS as readonly string[]).includes(value);

/** YYYY-MM-DD shown in the UI language, without time-zone shifts. */
function formatBirthDate(value: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-PT', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The card's rows: each field of the profile, formatted, or 'not provided'. */
function profileRows(profile: Profile, t: TFunction, lang: string): ProfileRow[] {
  const none = t('profile.notProvided');
  const birth = profile.birth_date ?? profile.birthday ?? null;
  const computedAge = ageFrom(birth);
  const givenAge = typeof profile.age === 'number' ? profile.age : Number.parseInt(String(profile.age ?? ''), 10);
  const age = computedAge ?? (Number.isFinite(givenAge) ? givenAge : null);
  const gender = profile.gender
    ? isGenderCode(profile.gender)
      ? t(`register.genders.${profile.gender}`)
      : profile.gender
    : null;
  return [
    { key: 'fullName', label: t('profile.fields.fullName'), value: profile.full_name || none },
    { key: 'email', label: t('profile.fields.email'), value: profile.email || none },
    { key: 'age', label: t('profile.fields.age'), value: age === null ? none : t('profile.age', { count: age }) },
    { key: 'birthDate', label: t('profile.fields.birthDate'), value: birth ? formatBirthDate(birth, lang) : none },
    { key: 'gender', label: t('profile.fields.gender'), value: gender ?? none },
    { key: 'phone', label: t('profile.fields.phone'), value: profile.phone || none },
    { key: 'country', label: t('profile.fields.country'), value: profile.country ? countryName(profile.country, lang) : none },
  ];
}
