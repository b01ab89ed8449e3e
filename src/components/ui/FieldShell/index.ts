export { FieldShell, useFieldControl } from './FieldShell';
export type { FieldControlProps, FieldShellBaseProps, FieldShellProps } from './FieldShell';
