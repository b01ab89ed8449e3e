import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AuthLayout, ResetPasswordForm } from '@/components/auth';
import { paths } from '@/config/routes';
import { PageMeta } from '@/seo/PageMeta';
import { useResetPasswordForm } from '@/features/auth';

/** /reset-password/:uid/:token (product §2 Reset password page, §4 Reset page, §8 Reset). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { uid = '', token = '' } = useParams();
  const form = useResetPasswordForm(uid, token, () => {
    void navigate(paths.login, { replace: true });
  });
  const invalid = form.status === 'invalid';

  return (
    <>
      <PageMeta title={t('reset.metaTitle')} description={t('reset.metaDescription')} />
      {/* An invalid link is not a form to fill in: it gets its own heading and text (and the two links below). */}
      <AuthLayout
        eyebrow={t('reset.eyebrow')}
        title={invalid ? t('reset.invalidTitle') : t('reset.title')}
        titleId="reset-title"
        lead={invalid ? t('reset.invalidLead') : t('reset.lead')}
      >
        <ResetPasswordForm {...form} labelledBy="reset-title" loginPath={paths.login} recoveryPath={paths.recovery} />
      </AuthLayout>
    </>
  );
}
