/**
 * Auth, the account's slice: the only code in src/ that runs the account machines. The app-wide session
 * (AuthProvider, useAuth, the login gate) and the hooks of the login, register, recovery, reset and profile pages;
 * the machines' calls stay apart from the machines (calls.ts), so the app shell carries only the session's.
 */
export { AuthActorContext, AuthProvider } from './AuthProvider';
export { useAuth, useLoginGate, useOnLoggedOut, hasValidSession, type AuthApi } from './useAuth';
export { useLoginForm } from './useLoginForm';
export { useRegisterForm } from './useRegisterForm';
export { useRecoveryForm } from './useRecoveryForm';
export { useResetPasswordForm } from './useResetPasswordForm';
export { useProfileView } from './useProfileView';
export { authSessionWithApi, loginCalls, registerCalls, recoveryCalls, resetPasswordCalls, profilePageCalls } from './calls';
