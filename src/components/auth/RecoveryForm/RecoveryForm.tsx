import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, TextField, TextLink } from '@/components/ui';
import { BusyButton, Note } from '../internal/FormParts';
import { AuthForm } from '../internal/AuthForm';
import { useFocusOnAttempt } from '../internal/useFocusOnAttempt';

export type RecoveryFormStatus = 'idle' | 'sending' | 'success' | 'error';

export interface RecoveryFormProps {
  email: string;
  /** Translated error under the email field. */
  error?: string;
  status?: RecoveryFormStatus;
  /** Translated outcome message (reset_pass_success / reset_pass_error). */
  message?: string;
  /** Extra content under the success message (the demo's mailbox link). */
  successExtra?: ReactNode;
  attempt?: number;
  labelledBy?: string;
  /** Longest e-mail address (the recovery machine's), set as maxLength. */
  maxLength?: number;
  loginPath: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** Email field and submit; success or error message; link back to login. */
export function RecoveryForm({
  email,
  error,
  status = 'idle',
  message,
  successExtra,
  attempt,
  labelledBy,
  maxLength,
  loginPath,
  onChange,
  onSubmit,
}: RecoveryFormProps) {
  const { t } = useTranslation();
  const register = useFocusOnAttempt<'email'>(error ? 'email' : null, attempt);
  const sending = status === 'sending';
  return (
    <AuthForm labelledBy={labelledBy} busy={sending} onSubmit={onSubmit}>
      {status === 'success' && message && (
        <Alert tone="success">
          <p>{message}</p>
          {successExtra}
        </Alert>
      )}
      {status === 'error' && message && <Alert tone="error">{message}</Alert>}
      <TextField
        ref={register('email')}
        id="recovery-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={maxLength}
        required
        label={t('recovery.email')}
        value={email}
        error={error}
        disabled={sending}
        onChange={(e) => onChange(e.target.value)}
      />
      <BusyButton busy={sending} busyLabel={t('recovery.sending')}>
        {t('recovery.submit')}
      </BusyButton>
      <p className="visually-hidden" role="status">
        {sending ? t('recovery.sending') : ''}
      </p>
      <Note>
        <TextLink to={loginPath} bold>
          {t('recovery.backToLogin')}
        </TextLink>
      </Note>
    </AuthForm>
  );
}
