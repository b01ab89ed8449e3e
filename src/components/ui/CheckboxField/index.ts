export { CheckboxField } from './CheckboxField';
export type { CheckboxFieldProps } from './CheckboxField';
