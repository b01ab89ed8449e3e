import type { ReactNode } from 'react';
import { FieldErrorText, FieldRoot, Hint, Label, useFieldIds } from '../internal/Field';

/** What every field shows around its control: the caller's part of a field's props. */
export interface FieldShellBaseProps {
  /** Visible label, linked to the control (`<label for>`). */
  label: ReactNode;
  /** Error text under the field (id `${id}-error`, last in aria-describedby); sets aria-invalid. */
  error?: string;
  /** Help text under the control, before any error (id `${id}-hint`, first in aria-describedby). */
  hint?: ReactNode;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Shows the required mark ("*", aria-hidden) and sets the control's native `required`. */
  required?: boolean;
  className?: string;
}

export interface FieldShellProps extends FieldShellBaseProps {
  /** Further ids read between the hint and the error (e.g. a password strength panel). */
  describedBy?: string;
  /** Renders the control; spread `control` on it so the label, hint and error point at it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The control's attributes and the hint and error under it (null when there is neither), for a field that lays
 * out its label itself (a checkbox puts it after the box). FieldShell is this plus the label above.
 */
export function useFieldControl({
  id,
  error,
  hint,
  required,
  describedBy,
}: Omit<FieldShellProps, 'label' | 'className' | 'children'>) {
  const ids = useFieldIds(id, { error, hint, describedBy });
  const control: FieldControlProps = {
    id: ids.fieldId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
  };
  const messages =
    hint || error ? (
      <>
        {hint && <Hint id={ids.hintId}>{hint}</Hint>}
        {error && <FieldErrorText id={ids.errorId}>{error}</FieldErrorText>}
      </>
    ) : null;
  return { control, messages };
}

/**
 * Splits a field's props into the shell's (label, error, hint, id, required, className, aria-describedby) and
 * the rest, which go on the control.
 */
export function splitFieldProps<P extends FieldShellBaseProps & { 'aria-describedby'?: string }>(props: P) {
  const { label, error, hint, id, required, className, 'aria-describedby': describedBy, ...control } = props;
  return [{ label, error, hint, id, required, className, describedBy }, control] as const;
}

/**
 * One field: the label (with the required mark) above the control, then the hint and the error, in a column.
 * It owns the ids and the aria-describedby / aria-invalid wiring; the caller renders the control itself.
 *
 * ```tsx
 * <FieldShell label={t('contactForm.message')} error={error}>
 *   {(control) => <textarea {...control} />}
 * </FieldShell>
 * ```
 */
export function FieldShell({ label, className, children, ...wiring }: FieldShellProps) {
  const { control, messages } = useFieldControl(wiring);
  return (
    <FieldRoot className={className}>
      <Label htmlFor={control.id} required={wiring.required}>
        {label}
      </Label>
      {children(control)}
      {messages}
    </FieldRoot>
  );
}
