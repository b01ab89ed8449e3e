import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { RESET_MAX_LENGTH, resetPasswordMachine } from '@machines/auth';
import { messageText } from '@machines/shared';
import type { ResetFormStatus, ResetPasswordFormProps } from '@/components/auth';
import { useActorClock } from '@/lib/clock';
import { useLatestCallback } from '@/lib/useLatestCallback';
import { useMachineSeed } from '@/lib/machineSeed';
import { resetPasswordCalls } from './calls';

export type ResetPasswordFormState = Pick<
  ResetPasswordFormProps,
  | 'status'
  | 'values'
  | 'errors'
  | 'failure'
  | 'focusField'
  | 'attempt'
  | 'maxLengths'
  | 'onChange'
  | 'onSubmit'
  | 'onRetryValidation'
>;

/**
 * The reset link's page (product §4 Reset page, §8 Reset): the reset machine with its calls (validate the link's
 * `uid` and `token`, then confirm the new password). After a success it calls `onDone` (the page goes to login).
 */
export function useResetPasswordForm(uid: string, token: string, onDone: () => void): ResetPasswordFormState {
  const { t } = useTranslation();
  const done = useLatestCallback(onDone);

  const [logic] = useState(() =>
    resetPasswordMachine.provide({
      actors: resetPasswordCalls,
      actions: { redirectToLogin: () => done() },
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

  return {
    status,
    values,
    errors: { password: messageText(t, errors.password), confirmPassword: messageText(t, errors.confirmPassword) },
    failure: messageText(t, failure),
    focusField: firstInvalid,
    attempt,
    maxLengths: RESET_MAX_LENGTH,
    onChange: (field, value) => send({ type: 'reset.change', field, value }),
    onSubmit: () => send({ type: 'reset.submit' }),
    onRetryValidation: () => send({ type: 'reset.retryValidation' }),
  };
}
