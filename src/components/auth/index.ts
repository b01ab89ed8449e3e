export * from './AuthLayout';
export * from './LoginForm';
export * from './RegisterForm';
export * from './PasswordStrengthPanel';
export * from './RecoveryForm';
export * from './ResetPasswordForm';
export * from './ProfileCard';
export * from './MailboxList';
