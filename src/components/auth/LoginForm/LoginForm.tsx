import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, PasswordField, TextField, TextLink } from '@/components/ui';
import { AuthForm, SubmitWithStatus, useAuthFields } from '../internal/AuthForm';
import { LinkRow, Note } from '../internal/FormParts';

export type LoginFormField = 'email' | 'password';

export interface LoginFormProps {
  values: Record<LoginFormField, string>;
  /** Translated error text per field (the server's message sits under the email field). */
  errors?: Partial<Record<LoginFormField, string>>;
  /** 'connecting' disables the inputs and shows the busy label; 'success' keeps them disabled. */
  status?: 'idle' | 'connecting' | 'success';
  /** A success notice above the form (e.g. after registering). */
  notice?: ReactNode;
  /** Demo-only hint (demo account). */
  hint?: ReactNode;
  /** Field to focus after a submit attempt, and the attempt counter that triggers it. */
  focusField?: LoginFormField | null;
  attempt?: number;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /** Longest value of each field (the login machine's), set as maxLength. */
  maxLengths?: Partial<Record<LoginFormField, number>>;
  recoveryPath: string;
  registerPath: string;
  onChange: (field: LoginFormField, value: string) => void;
  onSubmit: () => void;
}

/** Email + password with show/hide, links to password recovery and registration. */
export function LoginForm({
  values,
  errors = {},
  status = 'idle',
  notice,
  hint,
  focusField,
  attempt,
  labelledBy,
  maxLengths,
  recoveryPath,
  registerPath,
  onChange,
  onSubmit,
}: LoginFormProps) {
  const { t } = useTranslation();
  const busy = status !== 'idle';
  const field = useAuthFields({ idPrefix: 'login', values, errors, busy, focusField, attempt, maxLengths, onChange });
  return (
    <AuthForm labelledBy={labelledBy} busy={busy} onSubmit={onSubmit}>
      {notice && <Alert tone="success">{notice}</Alert>}
      {hint && <Alert tone="info">{hint}</Alert>}
      <TextField {...field('email')} type="email" autoComplete="email" inputMode="email" required label={t('login.email')} />
      <PasswordField {...field('password')} autoComplete="current-password" required label={t('login.password')} />
      <LinkRow>
        <TextLink to={recoveryPath} bold>
          {t('login.forgot')}
        </TextLink>
      </LinkRow>
      <SubmitWithStatus
        busy={status === 'connecting'}
        busyLabel={t('login.connecting')}
        disabled={status === 'success'}
        announcement={status === 'connecting' ? t('login.connecting') : status === 'success' ? t('login.success') : ''}
      >
        {t('login.submit')}
      </SubmitWithStatus>
      <Note>
        {t('login.noAccount')} <TextLink to={registerPath}>{t('login.register')}</TextLink>
      </Note>
    </AuthForm>
  );
}
