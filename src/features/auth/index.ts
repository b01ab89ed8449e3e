export { AuthContext, AuthProvider } from './AuthProvider';
export { useAuth, useLoginGate, hasValidSession, type AuthApi } from './useAuth';
