import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { messageText } from '@machines/shared/accountMessages';
import { ProfileCard, type ProfileCardStatus, type ProfileRow } from '@/components/auth';
import { Container, PageHeader } from '@/components/ui';
import { profilePageCalls, useAuth } from '@/features/auth';
import type { Profile } from '@/api/profile';
import { ageFrom } from '@/lib/format';
import { countryName } from '@/data/countries';
import { paths } from '@/config/routes';
import { PageMeta } from '@/seo/PageMeta';
import { profilePageMachine } from '@machines/auth/profilePage.machine';

const Body = styled(Container)`
  padding-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]};
`;

const Column = styled.div`
  max-width: 52rem;
`;

const GENDER_CODES = new Set(['M', 'F', 'O', 'PNS']);

/** YYYY-MM-DD shown in the UI language, without time-zone shifts. */
function formatBirthDate(value: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-PT', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * /profile (product §2 Profile page, §4 Profile, §5 login gate: no access token -> /login, §8 Profile page).
 * The token is the auth session's (a 401 ends the session; an expired or unreadable one is already gone).
 * The page follows the session: when it ends here or in another tab (logout, expiry, a 401), the personal
 * data leaves the screen for /login; a login in another tab loads that session's profile.
 */
export function Component() {
  const { sessionToken } = useAuth();
  if (!sessionToken) return <Navigate to={paths.login} replace />;
  return <ProfileView key={sessionToken} token={sessionToken} />;
}

function ProfileView({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'pt';
  const navigate = useNavigate();
  const { logout, sessionRejected } = useAuth();
  const [logic] = useState(() =>
    profilePageMachine.provide({
      actors: profilePageCalls,
      actions: {
        clearAccessToken: sessionRejected,
        redirectToLogin: () => {
          void navigate(paths.login, { replace: true });
        },
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

  return (
    <>
      <PageMeta title={t('profile.metaTitle')} description={t('profile.metaDescription')} />
      <PageHeader eyebrow={t('profile.eyebrow')} title={t('profile.title')} lead={t('profile.lead')} />
      <Body>
        <Column>
          <ProfileCard
            status={status}
            name={profile?.full_name ?? undefined}
            subtitle={profile?.email ?? undefined}
            rows={profile ? profileRows(profile, t, lang) : []}
            message={messageText(t, error)}
            onRetry={() => send({ type: 'profile.retry' })}
            onLogout={logout}
          />
        </Column>
      </Body>
    </>
  );
}

function profileRows(
  profile: Profile,
  t: (key: string, options?: Record<string, unknown>) => string,
  lang: string,
): ProfileRow[] {
  const none = t('profile.notProvided');
  const birth = profile.birth_date ?? profile.birthday ?? null;
  const computedAge = ageFrom(birth);
  const givenAge = typeof profile.age === 'number' ? profile.age : Number.parseInt(String(profile.age ?? ''), 10);
  const age = computedAge ?? (Number.isFinite(givenAge) ? givenAge : null);
  const gender = profile.gender
    ? GENDER_CODES.has(profile.gender)
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
