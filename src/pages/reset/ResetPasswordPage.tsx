import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { messageText } from '@machines/shared/accountMessages';
import { AuthLayout, ResetPasswordForm, type ResetFormStatus } from '@/components/auth';
import { paths } from '@/config/routes';
import { PageMeta } from '@/seo/PageMeta';
import { useActorClock } from '@/lib/clock';
import { useMachineSeed } from '@/lib/machineSeed';
import { resetPasswordCalls } from '@/features/auth';
import { RESET_MAX_LENGTH, resetPasswordMachine } from '@machines/auth/resetPassword.machine';

/** /reset-password/:uid/:token (product §2 Reset password page, §4 Reset page, §8 Reset). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { uid = '', token = '' } = useParams();

  const [logic] = useState(() =>
    resetPasswordMachine.provide({
      actors: resetPasswordCalls,
      actions: {
        redirectToLogin: () => {
          void navigate(paths.login, { replace: true });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { ...useActorClock(), ...useMachineSeed(logic), input: { uid, token } });
  const { values, errors, failure, firstInvalid, attempt } = snapshot.context;

  const status: ResetFormStatus =
    snapshot.matches('start') || snapshot.matches('checking')
      ? 'checking'
      : snapshot.matches('invalid')
        ? 'invalid'
        : snapshot.matches('validationFailed')
          ? 'validationFailed'
          : snapshot.matches({ valid: 'submitting' })
            ? 'submitting'
            : snapshot.matches({ valid: 'success' }) || snapshot.matches({ valid: 'redirected' })
              ? 'success'
              : 'editing';

  return (
    <>
      <PageMeta title={t('reset.metaTitle')} description={t('reset.metaDescription')} />
      {/* An invalid link is not a form to fill in: it gets its own heading and text (and the two links below). */}
      <AuthLayout
        eyebrow={t('reset.eyebrow')}
        title={status === 'invalid' ? t('reset.invalidTitle') : t('reset.title')}
        titleId="reset-title"
        lead={status === 'invalid' ? t('reset.invalidLead') : t('reset.lead')}
      >
        <ResetPasswordForm
          labelledBy="reset-title"
          maxLengths={RESET_MAX_LENGTH}
          status={status}
          values={values}
          errors={{ password: messageText(t, errors.password), confirmPassword: messageText(t, errors.confirmPassword) }}
          failure={messageText(t, failure)}
          focusField={firstInvalid}
          attempt={attempt}
          loginPath={paths.login}
          recoveryPath={paths.recovery}
          onChange={(field, value) => send({ type: 'reset.change', field, value })}
          onSubmit={() => send({ type: 'reset.submit' })}
          onRetryValidation={() => send({ type: 'reset.retryValidation' })}
        />
      </AuthLayout>
    </>
  );
}
