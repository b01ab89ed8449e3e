import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ProfileCard } from '@/components/auth';
import { Container, PageHeader } from '@/components/ui';
import { useAuth, useProfileView } from '@/features/auth';
import { paths } from '@/config/routes';
import { PageMeta } from '@/seo/PageMeta';

const Body = styled(Container)`
  padding-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]};
`;

const Column = styled.div`
  max-width: 52rem;
`;

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const card = useProfileView(token, () => {
    void navigate(paths.login, { replace: true });
  });

  return (
    <>
      <PageMeta title={t('profile.metaTitle')} description={t('profile.metaDescription')} />
      <PageHeader eyebrow={t('profile.eyebrow')} title={t('profile.title')} lead={t('profile.lead')} />
      <Body>
        <Column>
          <ProfileCard {...card} />
        </Column>
      </Body>
    </>
  );
}
