/**
 * Auth, the account's domain (src/features/auth runs these): the app-wide session (authSession), the login, register,
 * recovery and reset-password forms, the profile page; beside them the rules they enforce — the account call shapes
 * (account), the profile reader (profile), password
 * strength, the countries of the register form.
 */
export { authSessionMachine } from './authSession.machine';
export { loginMachine } from './login.machine';
export { registerMachine } from './register.machine';
export { recoveryMachine } from './recovery.machine';
export { resetPasswordMachine } from './resetPassword.machine';
export { profilePageMachine } from './profilePage.machine';
