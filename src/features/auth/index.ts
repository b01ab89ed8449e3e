export { AuthContext, AuthProvider } from './AuthProvider';
export { useAuth, useLoginGate, hasValidSession, type AuthApi } from './useAuth';
export { authSessionWithApi, loginCalls, registerCalls, recoveryCalls, resetPasswordCalls, profilePageCalls } from './calls';
