export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
