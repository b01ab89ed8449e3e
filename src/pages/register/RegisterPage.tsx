import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { registerMachine, GENDERS, REGISTER_MAX_LENGTH, localIsoDate, type RegisterField } from '@machines/auth/register.machine';
import { passwordStrength } from '@machines/auth/passwordStrength';
import { messageText } from '@machines/shared/accountMessages';
import { AuthLayout, RegisterForm, type RegisterFormStatus } from '@/components/auth';
import { countriesFor, countryName, getCountry } from '@/data/countries';
import { paths } from '@/config/routes';
import { useHydrated } from '@/lib/useHydrated';
import { PageMeta } from '@/seo/PageMeta';
import { useMachineSeed } from '@/lib/machineSeed';
import { registerCalls } from '@/features/auth';

/**
 * /register (product §2 Register screen, §4 Register, §5 Register, §7). Success goes to /login with
 * the registrationSuccess flag in the location state.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'pt';
  const [today] = useState(() => localIsoDate(Date.now()));

  const [logic] = useState(() =>
    registerMachine.provide({
      actors: registerCalls,
      actions: {
        registered: () => {
          void navigate(paths.login, { state: { registrationSuccess: true } });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: {}, ...useMachineSeed(logic) });
  const { values, errors, banner, firstInvalid, attempt } = snapshot.context;

  // The browser's own country names (Intl) and today's date: after hydration, the build's ICU and date differ.
  const hydrated = useHydrated();
  const countryOptions = useMemo(
    () => (hydrated ? countriesFor(lang).map((c) => ({ value: c.code, label: c.name })) : []),
    [lang, hydrated],
  );
  const genderOptions = GENDERS.map((g) => ({ value: g, label: t(`register.genders.${g}`) }));
  const chosen = getCountry(values.country);
  const phoneHint = chosen
    ? t('register.hints.phoneWithCode', { code: chosen.phoneCode, country: countryName(chosen.code, lang) })
    : t('register.hints.phone');

  const status: RegisterFormStatus = snapshot.matches('checkingBreach')
    ? 'checkingBreach'
    : snapshot.matches('submitting')
      ? 'submitting'
      : snapshot.matches('succeeded')
        ? 'success'
        : 'idle';

  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, messageText(t, message)]),
  ) as Partial<Record<RegisterField, string>>;

  return (
    <>
      <PageMeta title={t('register.metaTitle')} description={t('register.metaDescription')} />
      <AuthLayout
        eyebrow={t('register.eyebrow')}
        title={t('register.title')}
        titleId="register-title"
        lead={t('register.lead')}
        width="wide"
      >
        <RegisterForm
          labelledBy="register-title"
          maxLengths={REGISTER_MAX_LENGTH}
          values={values}
          errors={fieldErrors}
          banner={messageText(t, banner)}
          status={status}
          countryOptions={countryOptions}
          genderOptions={genderOptions}
          phoneHint={phoneHint}
          strength={values.password ? passwordStrength(values.password) : null}
          maxBirthDate={hydrated ? today : undefined}
          focusField={firstInvalid}
          attempt={attempt}
          loginPath={paths.login}
          termsPath={paths.terms}
          // product §2: the register screen links to /politica (an alias of the privacy page).
          privacyPath={paths.privacyAliases[1]}
          onChange={(field, value) =>
            field === 'acceptTerms'
              ? send({ type: 'register.change', field, value: Boolean(value) })
              : send({ type: 'register.change', field, value: String(value) })
          }
          onSubmit={() => send({ type: 'register.submit' })}
          onDismissBanner={() => send({ type: 'register.dismissBanner' })}
        />
      </AuthLayout>
    </>
  );
}
