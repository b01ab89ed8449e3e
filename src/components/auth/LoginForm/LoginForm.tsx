import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, PasswordField, TextField, TextLink } from '@/components/ui';
import { BusyButton, FormStack, LinkRow, Note } from '../internal/FormParts';
import { useFocusOnAttempt } from '../internal/useFocusOnAttempt';

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
  recoveryPath,
  registerPath,
  onChange,
  onSubmit,
}: LoginFormProps) {
  const { t } = useTranslation();
  const register = useFocusOnAttempt<LoginFormField>(focusField, attempt);
  const busy = status !== 'idle';
  return (
    <FormStack
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {notice && <Alert tone="success">{notice}</Alert>}
      {hint && <Alert tone="info">{hint}</Alert>}
      <TextField
        ref={register('email')}
        id="login-email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        label={t('login.email')}
        value={values.email}
        error={errors.email}
        disabled={busy}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <PasswordField
        ref={register('password')}
        id="login-password"
        name="password"
        autoComplete="current-password"
        required
        label={t('login.password')}
        value={values.password}
        error={errors.password}
        disabled={busy}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <LinkRow>
        <TextLink to={recoveryPath} bold>
          {t('login.forgot')}
        </TextLink>
      </LinkRow>
      <BusyButton busy={status === 'connecting'} busyLabel={t('login.connecting')} disabled={status === 'success'}>
        {t('login.submit')}
      </BusyButton>
      <p className="visually-hidden" role="status">
        {status === 'connecting' ? t('login.connecting') : status === 'success' ? t('login.success') : ''}
      </p>
      <Note>
        {t('login.noAccount')} <TextLink to={registerPath}>{t('login.register')}</TextLink>
      </Note>
    </FormStack>
  );
}
