import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, PageHeader } from '@/components/ui';
import { paths } from '@/config/routes';
import { config } from '@/config/env';
import { useAuth, useLoginGate } from '@/app/auth';

/**
 * /dashboard (SPEC §2: guarded, placeholder text only). Guard rule: logged in means isLoggedIn 'true'
 * and a valid access token (useLoginGate); anyone else is sent to /login, remembering this page.
 */
export function Component() {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const gate = useLoginGate();

  useEffect(() => {
    gate({ rememberPath: true });
    // Checked once on arrival; a later logout redirects to /login by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!isLoggedIn) return <title>{`${t('dashboard.title')} | ${config.providerName}`}</title>;

  return (
    <>
      <title>{`${t('dashboard.title')} | ${config.providerName}`}</title>
      <PageHeader title={t('dashboard.title')} lead={t('dashboard.text')}>
        <ButtonLink to={paths.profile} variant="outline">
          {t('dashboard.profile')}
        </ButtonLink>
      </PageHeader>
    </>
  );
}

export { Component as DashboardPage };
