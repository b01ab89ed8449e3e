import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AuthLayout, RecoveryForm } from '@/components/auth';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/routes';
import { demoPaths } from '@/config/demo';
import { PageMeta } from '@/seo/PageMeta';
import { useRecoveryForm } from '@/features/auth';

const DemoHint = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /recuperar-senha (product §2 Recovery page, §4 Recovery request). */
export function Component() {
  const { t } = useTranslation();
  const form = useRecoveryForm();

  return (
    <>
      <PageMeta title={t('recovery.metaTitle')} description={t('recovery.metaDescription')} />
      <AuthLayout eyebrow={t('recovery.eyebrow')} title={t('recovery.title')} titleId="recovery-title" lead={t('recovery.lead')}>
        <RecoveryForm
          {...form}
          labelledBy="recovery-title"
          successExtra={
            __USE_MOCKS__ ? (
              <DemoHint>
                {t('recovery.mailboxHint')} <TextLink to={demoPaths.mailbox}>{t('recovery.mailboxLink')}</TextLink>
              </DemoHint>
            ) : undefined
          }
          loginPath={paths.login}
        />
      </AuthLayout>
    </>
  );
}
