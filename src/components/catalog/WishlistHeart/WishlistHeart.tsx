import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon, roundControl } from '@/components/ui';

const Button = styled.button<{ $pressed: boolean }>(
  ({ theme, $pressed }) => css`
    ${roundControl(theme)}
    color: ${$pressed ? theme.colors.danger : theme.colors.text};
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
