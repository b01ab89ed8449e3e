import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui';

const Button = styled.button<{ $pressed: boolean }>(
  ({ theme, $pressed }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    padding: 0;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    color: ${$pressed ? theme.colors.danger : theme.colors.text};
    box-shadow: ${theme.shadows.sm};
    cursor: pointer;
    transition:
      transform ${theme.transitions.fast},
      color ${theme.transitions.fast},
      box-shadow ${theme.transitions.fast};
    &:hover {
      color: ${theme.colors.danger};
      box-shadow: ${theme.shadows.md};
      transform: scale(1.06);
    }
    &:active {
      transform: scale(0.94);
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
    ${theme.media.reducedMotion} {
      &:hover,
      &:active {
        transform: none;
      }
    }
  `,
);

export interface WishlistHeartProps {
  /** Title of the item, used in the accessible label ("Guardar «…» na lista de desejos"). */
  title: string;
  /** Whether the item is in the wishlist (aria-pressed, filled heart). */
  pressed: boolean;
  onToggle: () => void;
  className?: string;
}

/** The wishlist toggle of a product card: a labelled toggle button (aria-pressed) with a heart. */
export function WishlistHeart({ title, pressed, onToggle, className }: WishlistHeartProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      aria-pressed={pressed}
      aria-label={t('books.wishlist', { title })}
      onClick={onToggle}
      $pressed={pressed}
      className={className}
    >
      <Icon name={pressed ? 'heartFilled' : 'heart'} size={22} />
    </Button>
  );
}
