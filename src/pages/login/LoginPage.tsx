import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout, LoginForm } from '@/components/auth';
import { useLoginForm } from '@/features/auth';
import { paths, safeReturnPath } from '@/config/routes';
import { DEMO_ACCOUNT } from '@/config/demo';
import { PageMeta } from '@/seo/PageMeta';

/** The demo account of the mock backend (README "Demo account"); shown only with mocks on. */
const demoAccount = __USE_MOCKS__ ? DEMO_ACCOUNT : null;

interface LoginLocationState {
  from?: unknown;
  registrationSuccess?: boolean;
}

/**
 * /login (product §2 Login screen, §4 Login). Success stores the tokens through the auth session and
 * goes to the same-site `from` of the location state, or /. Arriving from registration shows the
 * registrationSuccess message.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [arrival] = useState(() => (location.state ?? {}) as LoginLocationState);

  // The registration notice is shown once: drop the flag from the history entry so a reload or a
  // return to this page does not show it again (the remembered `from` is kept).
  useEffect(() => {
    if (!arrival.registrationSuccess) return;
    void navigate(`${location.pathname}${location.search}`, {
      replace: true,
      preventScrollReset: true,
      state: arrival.from ? { from: arrival.from } : null,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const form = useLoginForm(() => {
    void navigate(safeReturnPath(arrival.from, paths.home), { replace: true });
  });

  return (
    <>
      <PageMeta title={t('login.metaTitle')} description={t('login.metaDescription')} />
      <AuthLayout eyebrow={t('login.eyebrow')} title={t('login.title')} titleId="login-title" lead={t('login.lead')}>
        <LoginForm
          {...form}
          labelledBy="login-title"
          notice={arrival.registrationSuccess ? t('login.registrationSuccess') : undefined}
          hint={demoAccount ? t('auth.demoAccount', demoAccount) : undefined}
          recoveryPath={paths.recovery}
          registerPath={paths.register}
        />
      </AuthLayout>
    </>
  );
}
