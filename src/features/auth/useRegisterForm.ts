import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import {
  GENDERS,
  REGISTER_MAX_LENGTH,
  countriesFor,
  countryName,
  getCountry,
  localIsoDate,
  passwordStrength,
  registerMachine,
  type RegisterField,
} from '@machines/auth';
import { messageText } from '@machines/shared';
import type { RegisterFormProps, RegisterFormStatus } from '@/components/auth';
import { useHydrated } from '@/lib/useHydrated';
import { useLatestCallback } from '@/lib/useLatestCallback';
import { useMachineSeed } from '@/lib/machineSeed';
import { registerCalls } from './calls';

export type RegisterFormState = Pick<
  RegisterFormProps,
  | 'values'
  | 'errors'
  | 'banner'
  | 'status'
  | 'countryOptions'
  | 'genderOptions'
  | 'phoneHint'
  | 'strength'
  | 'maxBirthDate'
  | 'focusField'
  | 'attempt'
  | 'maxLengths'
  | 'onChange'
  | 'onSubmit'
  | 'onDismissBanner'
>;

/**
 * The register form (product §4 Register, §5 Register, §7): the register machine with its calls (the breached-
 * password range query, then POST /api/auth/register/), the country and gender choices, the password's strength.
 * After a success it calls `onRegistered` (the page goes to login).
 */
export function useRegisterForm(onRegistered: () => void): RegisterFormState {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'pt';
  const [today] = useState(() => localIsoDate(Date.now()));
  const registered = useLatestCallback(onRegistered);

  const [logic] = useState(() =>
    registerMachine.provide({
      actors: registerCalls,
      actions: { registered: () => registered() },
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
  const chosen = getCountry(values.country);

  const status: RegisterFormStatus = snapshot.matches('checkingBreach')
    ? 'checkingBreach'
    : snapshot.matches('submitting')
      ? 'submitting'
      : snapshot.matches('succeeded')
        ? 'success'
        : 'idle';

  return {
    values,
    errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, messageText(t, message)])) as Partial<
      Record<RegisterField, string>
    >,
    banner: messageText(t, banner),
    status,
    countryOptions,
    genderOptions: GENDERS.map((g) => ({ value: g, label: t(`register.genders.${g}`) })),
    phoneHint: chosen
      ? t('register.hints.phoneWithCode', { code: chosen.phoneCode, country: countryName(chosen.code, lang) })
      : t('register.hints.phone'),
    strength: values.password ? passwordStrength(values.password) : null,
    maxBirthDate: hydrated ? today : undefined,
    focusField: firstInvalid,
    attempt,
    maxLengths: REGISTER_MAX_LENGTH,
    onChange: (field, value) =>
      field === 'acceptTerms'
        ? send({ type: 'register.change', field, value: Boolean(value) })
        : send({ type: 'register.change', field, value: String(value) }),
    onSubmit: () => send({ type: 'register.submit' }),
    onDismissBanner: () => send({ type: 'register.dismissBanner' }),
  };
}
