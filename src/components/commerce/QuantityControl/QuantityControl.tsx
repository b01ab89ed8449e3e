import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Icon } from '@/components/ui';

const Group = styled.div(
  ({ theme }) => css`
    display: inline-flex;
    align-items: stretch;
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    overflow: hidden;
  `,
);

const Step = styled.button(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    min-height: 2.75rem;
    border: 0;
    background: transparent;
    color: ${theme.colors.text};
    cursor: pointer;
    transition: background ${theme.transitions.fast};
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceAlt};
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: -3px;
    }
    &:disabled {
      color: ${theme.colors.textMuted};
      cursor: not-allowed;
      opacity: 0.6;
    }
    ${theme.media.reducedMotion} {
      transition: none;
    }
  `,
);

const Input = styled.input(
  ({ theme }) => css`
    width: 3rem;
    border: 0;
    border-inline: 1px solid ${theme.colors.border};
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    font-weight: ${theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    text-align: center;
    appearance: textfield;
    -moz-appearance: textfield;
    &::-webkit-outer-spin-button,
    &::-webkit-inner-spin-button {
      -webkit-appearance: none;
      margin: 0;
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: -3px;
    }
  `,
);

export interface QuantityControlProps {
  /** Product title, used in the accessible labels ("Increase the quantity of …"). */
  title: string;
  quantity: number;
  /** Highest allowed quantity; + is disabled there. */
  max?: number;
  /** New quantity; a value below 1 means "remove" (the cart's rule). */
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * − / number / + control. Buttons change by one (− at 1 removes the line). Typed numbers of 1 or more
 * apply at once; an empty field reverts on blur, and 0 (or less) removes the line on blur or Enter.
 */
export function QuantityControl({ title, quantity, max = 99, onChange, disabled = false }: QuantityControlProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const value = draft.trim() === '' ? Number.NaN : Math.floor(Number(draft));
    setDraft(null);
    if (Number.isNaN(value) || value === quantity) return;
    onChange(Math.min(value, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  };

  return (
    <Group role="group" aria-label={t('cart.quantityOf', { title })}>
      <Step type="button" aria-label={t('cart.decrease', { title })} onClick={() => onChange(quantity - 1)} disabled={disabled}>
        <Icon name="minus" size={18} />
      </Step>
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        aria-label={t('cart.quantityOf', { title })}
        value={draft ?? String(quantity)}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const value = Math.floor(Number(text));
          if (text.trim() !== '' && value >= 1 && value !== quantity) onChange(Math.min(value, max));
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <Step
        type="button"
        aria-label={t('cart.increase', { title })}
        title={quantity >= max ? t('cart.maxReached', { count: max }) : undefined}
        onClick={() => onChange(quantity + 1)}
        disabled={disabled || quantity >= max}
      >
        <Icon name="plus" size={18} />
      </Step>
    </Group>
  );
}
