import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/routes';
import { Shortcut } from './Shortcut';

export interface CartShortcutProps {
  /** Number of items in the cart (sum of quantities). */
  count: number;
  variant?: 'icon' | 'row';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Link to /cart with the item count. */
export function CartShortcut({ count, variant = 'icon', onClick }: CartShortcutProps) {
  const { t } = useTranslation();
  return (
    <Shortcut
      to={paths.cart}
      icon="cart"
      label={t('nav.cart')}
      countLabel={t('nav.cartCount', { count: Math.max(0, count) })}
      count={count}
      variant={variant}
      onClick={onClick}
      data-testid={variant === 'icon' ? 'cart-shortcut' : 'cart-shortcut-row'}
    />
  );
}
