import {
  INPUT_MAX_LENGTH,
  LIMITS,
  PHONE_MAX_DIGITS,
  PHONE_PATTERN,
  bodyFirst,
  clampInput,
  isApiError,
  isEmailAddress,
  isOfflineFailure,
  keyMessage,
  phoneDigits,
  sendOfflineKey,
  serverMessage,
  type AccountMessage,
} from '../shared';
import type { RegisterPayload } from './account';
import { getCountry } from './countries';
import { passwordChecks } from './passwordStrength';

/**
 * The register form's rules (product §5 Register, §7 payload, §8 server errors) as plain functions: the fields in
 * form order, their bounds, the client validation, the payload of POST /api/auth/register/ and the mapping of the
 * server's field errors. The register machine (./register.machine.ts) runs them.
 */
export type RegisterField =
  'email' | 'fullName' | 'phone' | 'gender' | 'country' | 'birthDate' | 'password' | 'confirmPassword' | 'acceptTerms';

/** In the order of the form, so focus goes to the first invalid field on the screen. */
export const REGISTER_FIELDS: RegisterField[] = [
  'email',
  'password',
  'confirmPassword',
  'fullName',
  'country',
  'phone',
  'gender',
  'birthDate',
  'acceptTerms',
];

export const GENDERS = ['M', 'F', 'O', 'PNS'] as const;
export type Gender = (typeof GENDERS)[number];

export interface RegisterValues {
  email: string;
  fullName: string;
  phone: string;
  /** '' when not chosen (optional). */
  gender: '' | Gender;
  /** ISO country code, '' when not chosen. */
  country: string;
  /** YYYY-MM-DD from <input type="date">, '' when empty (optional). */
  birthDate: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type RegisterErrors = Partial<Record<RegisterField, AccountMessage>>;

export const registerErrorKeys = {
  emailRequired: 'register.errors.emailRequired',
  emailInvalid: 'register.errors.emailInvalid',
  fullNameRequired: 'register.errors.fullNameRequired',
  fullNameMin: 'register.errors.fullNameMin',
  phoneRequired: 'register.errors.phoneRequired',
  phoneInvalid: 'register.errors.phoneInvalid',
  phoneDigits: 'register.errors.phoneDigits',
  phoneMaxDigits: 'register.errors.phoneMaxDigits',
  genderInvalid: 'register.errors.genderInvalid',
  countryRequired: 'register.errors.countryRequired',
  birthDateInvalid: 'register.errors.birthDateInvalid',
  birthDateFuture: 'register.errors.birthDateFuture',
  passwordRequired: 'register.errors.passwordRequired',
  passwordMin: 'register.errors.passwordMin',
  passwordUpper: 'register.errors.passwordUpper',
  passwordLower: 'register.errors.passwordLower',
  passwordDigit: 'register.errors.passwordDigit',
  passwordSpecial: 'register.errors.passwordSpecial',
  passwordBreached: 'register.errors.passwordBreached',
  confirmRequired: 'register.errors.confirmRequired',
  passwordMismatch: 'register.errors.passwordMismatch',
  termsRequired: 'register.errors.termsRequired',
  unexpected: 'register.errors.unexpected',
} as const;

export const emptyRegisterValues: RegisterValues = {
  email: '',
  fullName: '',
  phone: '',
  gender: '',
  country: '',
  birthDate: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** Longest value of each text field: the form's maxLength, and the cut on change. */
export const REGISTER_MAX_LENGTH = {
  email: INPUT_MAX_LENGTH.email,
  fullName: INPUT_MAX_LENGTH.name,
  phone: INPUT_MAX_LENGTH.phone,
  password: INPUT_MAX_LENGTH.password,
  confirmPassword: INPUT_MAX_LENGTH.password,
} as const satisfies Partial<Record<RegisterField, number>>;

export type BoundedRegisterField = keyof typeof REGISTER_MAX_LENGTH;
export const isBounded = (field: RegisterField): field is BoundedRegisterField => field in REGISTER_MAX_LENGTH;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local calendar date YYYY-MM-DD of a timestamp. */
export function localIsoDate(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function validDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** product §5 Register, field by field; the first failing rule of each field. */
export function validateRegister(values: RegisterValues, nowMs: number): RegisterErrors {
  const errors: RegisterErrors = {};
  const k = registerErrorKeys;

  const email = values.email.trim();
  if (!email) errors.email = keyMessage(k.emailRequired);
  else if (!isEmailAddress(email)) errors.email = keyMessage(k.emailInvalid);

  const fullName = values.fullName.trim();
  if (!fullName) errors.fullName = keyMessage(k.fullNameRequired);
  else if (fullName.length < LIMITS.fullNameMin) errors.fullName = keyMessage(k.fullNameMin, { min: LIMITS.fullNameMin });

  const phone = values.phone.trim();
  if (!phone) errors.phone = keyMessage(k.phoneRequired);
  else if (!PHONE_PATTERN.test(phone)) errors.phone = keyMessage(k.phoneInvalid);
  else if (phoneDigits(phone).length < LIMITS.phoneMinDigits)
    errors.phone = keyMessage(k.phoneDigits, { min: LIMITS.phoneMinDigits });
  else if (phoneDigits(phone).length > PHONE_MAX_DIGITS) errors.phone = keyMessage(k.phoneMaxDigits, { max: PHONE_MAX_DIGITS });

  if (values.gender && !(GENDERS as readonly string[]).includes(values.gender)) errors.gender = keyMessage(k.genderInvalid);

  if (!values.country || !getCountry(values.country)) errors.country = keyMessage(k.countryRequired);

  if (values.birthDate) {
    if (!validDate(values.birthDate)) errors.birthDate = keyMessage(k.birthDateInvalid);
    else if (values.birthDate > localIsoDate(nowMs)) errors.birthDate = keyMessage(k.birthDateFuture);
  }

  const checks = passwordChecks(values.password);
  if (!values.password) errors.password = keyMessage(k.passwordRequired);
  else if (!checks.length) errors.password = keyMessage(k.passwordMin, { min: LIMITS.passwordMin });
  else if (!checks.upper) errors.password = keyMessage(k.passwordUpper);
  else if (!checks.lower) errors.password = keyMessage(k.passwordLower);
  else if (!checks.digit) errors.password = keyMessage(k.passwordDigit);
  else if (!checks.special) errors.password = keyMessage(k.passwordSpecial);

  if (!values.confirmPassword) errors.confirmPassword = keyMessage(k.confirmRequired);
  else if (values.confirmPassword !== values.password) errors.confirmPassword = keyMessage(k.passwordMismatch);

  if (!values.acceptTerms) errors.acceptTerms = keyMessage(k.termsRequired);
  return errors;
}

/**
 * product §7: the dialling code of the chosen country prepended to the digits only of the phone,
 * gender null when empty, country as its code, birthday null when empty.
 */
export function buildRegisterPayload(values: RegisterValues): RegisterPayload {
  const country = getCountry(values.country);
  const digits = phoneDigits(values.phone);
  return {
    email: values.email.trim(),
    full_name: values.fullName.trim(),
    phone: `${country?.phoneCode ?? ''}${digits}`,
    password: values.password,
    password2: values.confirmPassword,
    accept_terms: values.acceptTerms,
    gender: values.gender === '' ? null : values.gender,
    country: country?.code ?? values.country,
    birthday: values.birthDate === '' ? null : values.birthDate,
  };
}

/** Server field names (product §7) -> form fields. */
const SERVER_FIELDS: Record<string, RegisterField> = {
  email: 'email',
  full_name: 'fullName',
  phone: 'phone',
  gender: 'gender',
  country: 'country',
  birthday: 'birthDate',
  password: 'password',
  password2: 'confirmPassword',
  accept_terms: 'acceptTerms',
};

/**
 * product §8 Register: first message of each field array, non_field_errors[0] as the banner.
 * Sent while offline: the offline message in the banner; the values stay in the form.
 */
export function registerFailure(error: unknown): { errors: RegisterErrors; banner: AccountMessage | null } {
  if (isOfflineFailure(error)) return { errors: {}, banner: keyMessage(sendOfflineKey) };
  if (!isApiError(error) || error.kind !== 'http') return { errors: {}, banner: keyMessage(registerErrorKeys.unexpected) };
  const errors: RegisterErrors = {};
  for (const [serverField, field] of Object.entries(SERVER_FIELDS)) {
    const first = bodyFirst(error.body, serverField);
    if (first) errors[field] = serverMessage(first);
  }
  const nonField = bodyFirst(error.body, 'non_field_errors') ?? bodyFirst(error.body, 'detail');
  if (nonField) return { errors, banner: serverMessage(nonField) };
  // An HTTP error the form cannot place (e.g. a 500 page): tell the user something went wrong.
  return { errors, banner: Object.keys(errors).length ? null : keyMessage(registerErrorKeys.unexpected) };
}

/** Initial values cut to their fields' lengths, like typed ones. */
export function boundedValues(values: RegisterValues): RegisterValues {
  const bounded = { ...values };
  for (const field of Object.keys(REGISTER_MAX_LENGTH) as BoundedRegisterField[]) {
    bounded[field] = clampInput(values[field], REGISTER_MAX_LENGTH[field]).value;
  }
  return bounded;
}
