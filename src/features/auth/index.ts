export { AuthContext, AuthProvider } from './AuthProvider';
export { useAuth, useLoginGate, hasValidSession, type AuthApi } from './useAuth';
export {
  authSessionWithApi,
  loginWithApi,
  registerWithApi,
  recoveryWithApi,
  resetPasswordWithApi,
  profilePageWithApi,
} from './calls';
