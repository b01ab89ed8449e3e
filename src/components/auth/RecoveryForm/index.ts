export { RecoveryForm, type RecoveryFormProps, type RecoveryFormStatus } from './RecoveryForm';
