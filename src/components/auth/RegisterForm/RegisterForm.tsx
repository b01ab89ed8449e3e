import { useTranslation } from 'react-i18next';
import { Alert, CheckboxField, PasswordField, SelectField, TextField, TextLink, type SelectOption } from '@/components/ui';
import { PasswordStrengthPanel, type StrengthChecks, type StrengthLevelValue } from '../PasswordStrengthPanel';
import { BusyButton, FieldGrid, Fieldset, Note } from '../internal/FormParts';
import { AuthForm } from '../internal/AuthForm';
import { useFocusOnAttempt } from '../internal/useFocusOnAttempt';

export type RegisterFormField =
  'email' | 'fullName' | 'phone' | 'gender' | 'country' | 'birthDate' | 'password' | 'confirmPassword' | 'acceptTerms';

export interface RegisterFormValues {
  email: string;
  fullName: string;
  phone: string;
  gender: string;
  country: string;
  birthDate: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type RegisterFormStatus = 'idle' | 'checkingBreach' | 'submitting' | 'success';

export interface RegisterFormProps {
  values: RegisterFormValues;
  /** Translated error per field. */
  errors?: Partial<Record<RegisterFormField, string>>;
  /** Form-level server message (non_field_errors[0] or the unexpected-error text); dismissible. */
  banner?: string | null;
  status?: RegisterFormStatus;
  countryOptions: SelectOption[];
  genderOptions: SelectOption[];
  /** Help under the phone field (mentions the dialling code that will be added). */
  phoneHint?: string;
  /** Strength of the password being typed; the panel shows while the password is not empty. */
  strength?: { level: StrengthLevelValue; checks: StrengthChecks } | null;
  /** Latest allowed birth date (today), YYYY-MM-DD. */
  maxBirthDate?: string;
  focusField?: RegisterFormField | null;
  attempt?: number;
  labelledBy?: string;
  /** Longest value of each text field (the register machine's), set as maxLength. */
  maxLengths?: Partial<Record<RegisterFormField, number>>;
  loginPath: string;
  termsPath: string;
  privacyPath: string;
  onChange: (field: RegisterFormField, value: string | boolean) => void;
  onSubmit: () => void;
  onDismissBanner?: () => void;
}

/** All registration fields, the strength panel while typing, terms with links, and the busy states. */
export function RegisterForm({
  values,
  errors = {},
  banner,
  status = 'idle',
  countryOptions,
  genderOptions,
  phoneHint,
  strength,
  maxBirthDate,
  focusField,
  attempt,
  labelledBy,
  maxLengths,
  loginPath,
  termsPath,
  privacyPath,
  onChange,
  onSubmit,
  onDismissBanner,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useFocusOnAttempt<RegisterFormField>(focusField, attempt);
  const busy = status !== 'idle';
  const text = (field: Exclude<RegisterFormField, 'acceptTerms'>) => ({
    id: `register-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    disabled: busy,
    maxLength: maxLengths?.[field],
  });

  return (
    <AuthForm labelledBy={labelledBy} busy={busy} onSubmit={onSubmit}>
      {banner && (
        <Alert tone="error" title={t('register.bannerTitle')} onDismiss={onDismissBanner}>
          {banner}
        </Alert>
      )}
      <Note>{t('register.requiredNote')}</Note>

      <Fieldset>
        <legend>{t('register.sections.account')}</legend>
        <FieldGrid>
          <TextField
            {...text('email')}
            ref={register('email')}
            className="span-2"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            label={t('register.fields.email')}
            onChange={(e) => onChange('email', e.target.value)}
          />
          {/* The rule is the password field's own hint (under it, in its aria-describedby) and the strength
              panel follows it directly, so neither reads as another field's at any width. */}
          <PasswordField
            {...text('password')}
            ref={register('password')}
            className="span-2"
            autoComplete="new-password"
            required
            label={t('register.fields.password')}
            hint={t('register.hints.password')}
            aria-describedby={strength ? 'register-strength' : undefined}
            onChange={(e) => onChange('password', e.target.value)}
          />
          {strength && (
            <div className="span-2">
              <PasswordStrengthPanel id="register-strength" level={strength.level} checks={strength.checks} />
            </div>
          )}
          <PasswordField
            {...text('confirmPassword')}
            ref={register('confirmPassword')}
            className="span-2"
            autoComplete="new-password"
            required
            label={t('register.fields.confirmPassword')}
            onChange={(e) => onChange('confirmPassword', e.target.value)}
          />
        </FieldGrid>
      </Fieldset>

      <Fieldset>
        <legend>{t('register.sections.personal')}</legend>
        <FieldGrid>
          <TextField
            {...text('fullName')}
            ref={register('fullName')}
            className="span-2"
            autoComplete="name"
            required
            label={t('register.fields.fullName')}
            onChange={(e) => onChange('fullName', e.target.value)}
          />
          <SelectField
            {...text('country')}
            ref={register('country')}
            className="span-2"
            autoComplete="country"
            required
            label={t('register.fields.country')}
            placeholder={t('register.placeholders.country')}
            options={countryOptions}
            onChange={(e) => onChange('country', e.target.value)}
          />
          <TextField
            {...text('phone')}
            ref={register('phone')}
            className="span-2"
            type="tel"
            inputMode="tel"
            // No autofill token: "tel-national" is not allowed on type="tel" (HTML's autofill table), and
            // "tel" would fill the full international number, to which the chosen country's dialling code is
            // then prepended again (product §7).
            autoComplete="off"
            required
            label={t('register.fields.phone')}
            hint={phoneHint}
            onChange={(e) => onChange('phone', e.target.value)}
          />
          <SelectField
            {...text('gender')}
            ref={register('gender')}
            label={t('register.fields.gender')}
            hint={t('register.hints.optional')}
            placeholder={t('register.placeholders.gender')}
            options={genderOptions}
            onChange={(e) => onChange('gender', e.target.value)}
          />
          <TextField
            {...text('birthDate')}
            ref={register('birthDate')}
            type="date"
            autoComplete="bday"
            max={maxBirthDate}
            label={t('register.fields.birthDate')}
            hint={t('register.hints.optional')}
            onChange={(e) => onChange('birthDate', e.target.value)}
          />
        </FieldGrid>
      </Fieldset>

      <CheckboxField
        ref={register('acceptTerms')}
        id="register-acceptTerms"
        name="acceptTerms"
        required
        checked={values.acceptTerms}
        error={errors.acceptTerms}
        disabled={busy}
        onChange={(e) => onChange('acceptTerms', e.target.checked)}
        label={
          <>
            {t('register.acceptTermsPrefix')} <TextLink to={termsPath}>{t('register.termsLink')}</TextLink>{' '}
            {t('register.acceptTermsJoin')} <TextLink to={privacyPath}>{t('register.privacyLink')}</TextLink>
          </>
        }
      />

      <BusyButton
        busy={status === 'checkingBreach' || status === 'submitting'}
        busyLabel={status === 'checkingBreach' ? t('register.checkingBreach') : t('register.submitting')}
        disabled={status === 'success'}
      >
        {t('register.submit')}
      </BusyButton>
      <p className="visually-hidden" role="status">
        {status === 'checkingBreach' ? t('register.checkingBreach') : status === 'submitting' ? t('register.submitting') : ''}
      </p>
      <Note>
        {t('register.haveAccount')} <TextLink to={loginPath}>{t('register.login')}</TextLink>
      </Note>
    </AuthForm>
  );
}
