/**
 * Auth, the account's domain: its only door (src/features/auth runs these machines). The app-wide session
 * (authSession), the login, register, recovery and reset-password forms and the profile page; beside them the
 * rules they enforce: the account call shapes (account), the profile reader (profile), the register form's
 * rules (registerRules), password strength and the countries of the register form.
 */
export {
  authSessionMachine,
  authStatusOf,
  checkAccessToken,
  type AuthSessionEvent,
  type AuthStatus,
  type StoredSession,
} from './authSession.machine';
export { LOGIN_MAX_LENGTH, loginMachine, type LoginEvent, type LoginField, type LoginValues } from './login.machine';
export { registerMachine, type RegisterEvent } from './register.machine';
export {
  GENDERS,
  REGISTER_MAX_LENGTH,
  localIsoDate,
  type Gender,
  type RegisterField,
  type RegisterValues,
} from './registerRules';
export { RECOVERY_MAX_LENGTH, recoveryKeys, recoveryMachine } from './recovery.machine';
export { RESET_MAX_LENGTH, resetPasswordMachine, type ResetEvent, type ResetField } from './resetPassword.machine';
export { profilePageMachine } from './profilePage.machine';
export { passwordStrength, type PasswordStrength } from './passwordStrength';
export {
  tokenSchema,
  type ContactPayload,
  type Credentials,
  type PasswordResetConfirmation,
  type RegisterPayload,
  type TokenPair,
} from './account';
export { extractProfile, parseProfileFields, type ExtractedProfile, type Profile, type ProfileField } from './profile';
export { countries, countriesFor, countryName, getCountry, type Country } from './countries';
