import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { RECOVERY_MAX_LENGTH, recoveryMachine, recoveryKeys } from '@machines/auth/recovery.machine';
import { messageText } from '@machines/shared/accountMessages';
import { AuthLayout, RecoveryForm, type RecoveryFormStatus } from '@/components/auth';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/routes';
import { demoPaths } from '@/config/demo';
import { PageMeta } from '@/seo/PageMeta';
import { useMachineSeed } from '@/lib/machineSeed';
import { recoveryCalls } from '@/features/auth';

/** The recovery machine with its calls. */
const recoveryLogic = recoveryMachine.provide({ actors: recoveryCalls });

const DemoHint = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /recuperar-senha (product §2 Recovery page, §4 Recovery request). */
export function Component() {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(recoveryLogic, useMachineSeed(recoveryLogic));
  const { email, error, failure, attempt } = snapshot.context;

  const status: RecoveryFormStatus = snapshot.matches('sending')
    ? 'sending'
    : snapshot.matches('success')
      ? 'success'
      : snapshot.matches('error')
        ? 'error'
        : 'idle';

  return (
    <>
      <PageMeta title={t('recovery.metaTitle')} description={t('recovery.metaDescription')} />
      <AuthLayout eyebrow={t('recovery.eyebrow')} title={t('recovery.title')} titleId="recovery-title" lead={t('recovery.lead')}>
        <RecoveryForm
          labelledBy="recovery-title"
          maxLength={RECOVERY_MAX_LENGTH}
          email={email}
          error={messageText(t, error)}
          status={status}
          message={status === 'success' ? t(recoveryKeys.success) : status === 'error' ? messageText(t, failure) : undefined}
          successExtra={
            __USE_MOCKS__ ? (
              <DemoHint>
                {t('recovery.mailboxHint')} <TextLink to={demoPaths.mailbox}>{t('recovery.mailboxLink')}</TextLink>
              </DemoHint>
            ) : undefined
          }
          attempt={attempt}
          loginPath={paths.login}
          onChange={(value) => send({ type: 'recovery.change', value })}
          onSubmit={() => send({ type: 'recovery.submit' })}
        />
      </AuthLayout>
    </>
  );
}
