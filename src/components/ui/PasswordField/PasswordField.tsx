import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { controlStyles, FieldErrorText, FieldRoot, Hint, Label, useFieldIds } from '../internal/Field';
import { focusRing, TOUCH_TARGET } from '../internal/styles';

const Wrap = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${controlStyles}
  padding-inline-end: calc(${TOUCH_TARGET} + ${({ theme }) => theme.space[2]});
`;

const Toggle = styled.button(
  ({ theme }) => css`
    position: absolute;
    inset-block: 0;
    inset-inline-end: 0;
    margin: auto 2px;
    width: ${TOUCH_TARGET};
    height: ${TOUCH_TARGET};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 0;
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${theme.colors.textMuted};
    cursor: pointer;
    &:hover {
      color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.55;
    }
    ${focusRing(theme)}
  `,
);

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id?: string;
  /** Start revealed (type="text"). */
  defaultRevealed?: boolean;
  /** Called when the show/hide toggle changes. */
  onRevealChange?: (revealed: boolean) => void;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** Password input with a show/hide toggle (aria-pressed, translated labels). */
export function PasswordField({
  label,
  error,
  hint,
  id,
  required,
  className,
  disabled,
  defaultRevealed = false,
  onRevealChange,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(defaultRevealed);
  const { fieldId, errorId, hintId, describedBy } = useFieldIds(id, { error, hint, describedBy: ariaDescribedBy });
  const toggle = () => {
    const next = !revealed;
    setRevealed(next);
    onRevealChange?.(next);
  };
  return (
    <FieldRoot className={className}>
      <Label htmlFor={fieldId} required={required}>
        {label}
      </Label>
      <Wrap>
        <Input
          ref={ref}
          id={fieldId}
          type={revealed ? 'text' : 'password'}
          required={required}
          disabled={disabled}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <Toggle
          type="button"
          onClick={toggle}
          disabled={disabled}
          aria-pressed={revealed}
          aria-controls={fieldId}
          aria-label={revealed ? t('common.hidePassword') : t('common.showPassword')}
        >
          <Icon name={revealed ? 'eyeOff' : 'eye'} size={20} />
        </Toggle>
      </Wrap>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </FieldRoot>
  );
}
