import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { RECOVERY_MAX_LENGTH, recoveryKeys, recoveryMachine } from '@machines/auth';
import { messageText } from '@machines/shared';
import type { RecoveryFormProps, RecoveryFormStatus } from '@/components/auth';
import { useMachineSeed } from '@/lib/machineSeed';
import { recoveryCalls } from './calls';

export type RecoveryFormState = Pick<
  RecoveryFormProps,
  'email' | 'error' | 'status' | 'message' | 'attempt' | 'maxLength' | 'onChange' | 'onSubmit'
>;

/** The password-recovery request (product §4 Recovery request): the recovery machine with its call. */
export function useRecoveryForm(): RecoveryFormState {
  const { t } = useTranslation();
  const [logic] = useState(() => recoveryMachine.provide({ actors: recoveryCalls }));
  const [snapshot, send] = useMachine(logic, useMachineSeed(logic));
  const { email, error, failure, attempt } = snapshot.context;

  const status: RecoveryFormStatus = snapshot.matches('sending')
    ? 'sending'
    : snapshot.matches('success')
      ? 'success'
      : snapshot.matches('error')
        ? 'error'
        : 'idle';

  return {
    email,
    error: messageText(t, error),
    status,
    message: status === 'success' ? t(recoveryKeys.success) : status === 'error' ? messageText(t, failure) : undefined,
    attempt,
    maxLength: RECOVERY_MAX_LENGTH,
    onChange: (value) => send({ type: 'recovery.change', value }),
    onSubmit: () => send({ type: 'recovery.submit' }),
  };
}
