import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { LOGIN_MAX_LENGTH, loginMachine } from '@machines/auth';
import { messageText } from '@machines/shared';
import type { LoginFormProps } from '@/components/auth';
import { useLatestCallback } from '@/lib/useLatestCallback';
import { useMachineSeed } from '@/lib/machineSeed';
import { loginCalls } from './calls';
import { useAuth } from './useAuth';

export type LoginFormState = Pick<
  LoginFormProps,
  'values' | 'errors' | 'status' | 'focusField' | 'attempt' | 'maxLengths' | 'onChange' | 'onSubmit'
>;

/**
 * The login form (product §4 Login): the login machine with its call (POST /api/auth/token/). A success hands the
 * tokens to the auth session, then calls `onLoggedIn` (the page decides where the visitor goes).
 */
export function useLoginForm(onLoggedIn: () => void): LoginFormState {
  const { t } = useTranslation();
  const { loginSucceeded } = useAuth();
  const loggedIn = useLatestCallback(onLoggedIn);

  const [logic] = useState(() =>
    loginMachine.provide({
      actors: loginCalls,
      actions: {
        loginSucceeded: (_, tokens) => {
          loginSucceeded(tokens);
          loggedIn();
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, useMachineSeed(logic));
  const { values, errors, firstInvalid, attempt } = snapshot.context;

  return {
    values,
    errors: { email: messageText(t, errors.email), password: messageText(t, errors.password) },
    status: snapshot.matches('connecting') ? 'connecting' : snapshot.matches('succeeded') ? 'success' : 'idle',
    focusField: firstInvalid,
    attempt,
    maxLengths: LOGIN_MAX_LENGTH,
    onChange: (field, value) => send({ type: 'login.change', field, value }),
    onSubmit: () => send({ type: 'login.submit' }),
  };
}
