export { LoginForm, type LoginFormProps, type LoginFormField } from './LoginForm';
