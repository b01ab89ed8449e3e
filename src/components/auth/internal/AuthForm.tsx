import type { ComponentProps, ReactNode } from 'react';
import { useFocusBackAfterBusy } from '@/components/ui';
import { BusyButton, FormStack } from './FormParts';
import { useFocusOnAttempt } from './useFocusOnAttempt';

/**
 * An account form: no native validation (the machine validates), named by `labelledBy`, a submit that does
 * nothing while `busy`, and the focus back where the visitor submitted from when it stops being busy.
 * `method="dialog"`: a form the browser can never send by itself (outside a `<dialog>`, such a submission
 * does nothing), so a send on the prerendered page before the app has started never navigates and never puts
 * a field, the password least of all, in an address.
 */
export function AuthForm({
  labelledBy,
  busy,
  onSubmit,
  children,
}: {
  labelledBy?: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  // Back to the control the visitor submitted from once the form is no longer busy (a failure).
  const rememberFocus = useFocusBackAfterBusy(busy);
  return (
    <FormStack
      method="dialog"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        rememberFocus();
        onSubmit();
      }}
    >
      {children}
    </FormStack>
  );
}

/** The submit button (with its busy label) and the hidden live line that announces `announcement`. */
export function SubmitWithStatus({ announcement, ...button }: ComponentProps<typeof BusyButton> & { announcement: ReactNode }) {
  return (
    <>
      <BusyButton {...button} />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}

/**
 * The props every text field of an account form shares: id `${idPrefix}-${name}`, name, value, error, disabled
 * while busy, onChange by name, its longest value (`maxLengths`, from the form's machine: a paste is cut to it),
 * and a ref so that focus moves to `focusField` after each submit attempt.
 */
export function useAuthFields<F extends string>({
  idPrefix,
  values,
  errors,
  busy,
  focusField,
  attempt,
  maxLengths,
  onChange,
}: {
  idPrefix: string;
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  busy: boolean;
  focusField?: F | null;
  attempt?: number;
  maxLengths?: Partial<Record<F, number>>;
  onChange: (field: F, value: string) => void;
}) {
  const register = useFocusOnAttempt<F>(focusField, attempt);
  return (name: F) => ({
    ref: register(name),
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    disabled: busy,
    maxLength: maxLengths?.[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
}
