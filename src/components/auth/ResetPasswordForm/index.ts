export { ResetPasswordForm, type ResetPasswordFormProps, type ResetFormField, type ResetFormStatus } from './ResetPasswordForm';
