import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthLayout, RegisterForm } from '@/components/auth';
import { paths } from '@/config/routes';
import { PageMeta } from '@/seo/PageMeta';
import { useRegisterForm } from '@/features/auth';

/**
 * /register (product §2 Register screen, §4 Register, §5 Register, §7). Success goes to /login with
 * the registrationSuccess flag in the location state.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRegisterForm(() => {
    void navigate(paths.login, { state: { registrationSuccess: true } });
  });

  return (
    <>
      <PageMeta title={t('register.metaTitle')} description={t('register.metaDescription')} />
      <AuthLayout
        eyebrow={t('register.eyebrow')}
        title={t('register.title')}
        titleId="register-title"
        lead={t('register.lead')}
        width="wide"
      >
        <RegisterForm
          {...form}
          labelledBy="register-title"
          loginPath={paths.login}
          termsPath={paths.terms}
          // product §2: the register screen links to /politica (an alias of the privacy page).
          privacyPath={paths.privacyAliases[1]}
        />
      </AuthLayout>
    </>
  );
}
