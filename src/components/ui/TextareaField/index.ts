export { TextareaField } from './TextareaField';
export type { TextareaFieldProps } from './TextareaField';
