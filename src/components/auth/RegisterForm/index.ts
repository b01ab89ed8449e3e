export {
  RegisterForm,
  type RegisterFormProps,
  type RegisterFormField,
  type RegisterFormValues,
  type RegisterFormStatus,
} from './RegisterForm';
