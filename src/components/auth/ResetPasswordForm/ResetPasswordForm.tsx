import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, FormError, PasswordField, Spinner, TextLink } from '@/components/ui';
import { AuthForm, SubmitWithStatus, useAuthFields } from '../internal/AuthForm';
import { FormStack, Note } from '../internal/FormParts';

export type ResetFormField = 'password' | 'confirmPassword';
export type ResetFormStatus = 'checking' | 'invalid' | 'validationFailed' | 'editing' | 'submitting' | 'success';

export interface ResetPasswordFormProps {
  status: ResetFormStatus;
  values?: Record<ResetFormField, string>;
  errors?: Partial<Record<ResetFormField, string>>;
  /** Translated failure of the last submit (server detail or fallback). */
  failure?: string | null;
  focusField?: ResetFormField | null;
  attempt?: number;
  labelledBy?: string;
  /** Longest value of each field (the reset machine's), set as maxLength. */
  maxLengths?: Partial<Record<ResetFormField, number>>;
  loginPath: string;
  recoveryPath: string;
  onChange?: (field: ResetFormField, value: string) => void;
  onSubmit?: () => void;
  onRetryValidation?: () => void;
}

const Checking = styled.div(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    padding: ${theme.space[4]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.medium};
  `,
);

const CheckingText = styled.p`
  margin: 0;
`;

const Actions = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
  `,
);

/** The reset screen: link check, invalid link, check failure, the new-password form and its outcome. */
export function ResetPasswordForm({
  status,
  values = { password: '', confirmPassword: '' },
  errors = {},
  failure,
  focusField,
  attempt,
  labelledBy,
  maxLengths,
  loginPath,
  recoveryPath,
  onChange = () => {},
  onSubmit = () => {},
  onRetryValidation,
}: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const busy = status === 'submitting' || status === 'success';
  const field = useAuthFields({ idPrefix: 'reset', values, errors, busy, focusField, attempt, maxLengths, onChange });

  if (status === 'checking') {
    return (
      <Checking>
        <Spinner decorative />
        <CheckingText role="status">{t('reset.checking')}</CheckingText>
      </Checking>
    );
  }

  if (status === 'invalid' || status === 'validationFailed') {
    const invalid = status === 'invalid';
    return (
      <FormStack as="div">
        {/* When invalid, the page's heading says the link is no longer valid; the alert carries product §8's message. */}
        <Alert tone="error">{invalid ? t('reset.errors.invalidLink') : t('reset.errors.validationFailed')}</Alert>
        <Actions>
          {invalid ? (
            <ButtonLink to={recoveryPath}>{t('reset.requestNew')}</ButtonLink>
          ) : (
            onRetryValidation && <Button onClick={onRetryValidation}>{t('reset.retry')}</Button>
          )}
          <ButtonLink to={loginPath} variant="outline">
            {t('reset.backToLogin')}
          </ButtonLink>
        </Actions>
      </FormStack>
    );
  }

  return (
    <AuthForm labelledBy={labelledBy} busy={busy} onSubmit={onSubmit}>
      {status === 'success' && <Alert tone="success">{t('reset.success')}</Alert>}
      <FormError>{failure}</FormError>
      <PasswordField {...field('password')} autoComplete="new-password" required label={t('reset.password')} />
      <PasswordField {...field('confirmPassword')} autoComplete="new-password" required label={t('reset.confirmPassword')} />
      <SubmitWithStatus
        busy={status === 'submitting'}
        busyLabel={t('reset.processing')}
        disabled={status === 'success'}
        announcement={status === 'submitting' ? t('reset.processing') : ''}
      >
        {t('reset.submit')}
      </SubmitWithStatus>
      <Note>
        <TextLink to={loginPath} bold>
          {t('reset.backToLogin')}
        </TextLink>
      </Note>
    </AuthForm>
  );
}
