import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/routes';
import { Shortcut } from '../CartShortcut/Shortcut';

export interface WishlistShortcutProps {
  /** Number of items in the wishlist. */
  count: number;
  variant?: 'icon' | 'row';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Link to /wishlist with the item count. */
export function WishlistShortcut({ count, variant = 'icon', onClick }: WishlistShortcutProps) {
  const { t } = useTranslation();
  return (
    <Shortcut
      to={paths.wishlist}
      icon="heart"
      label={t('nav.wishlist')}
      countLabel={t('nav.wishlistCount', { count: Math.max(0, count) })}
      count={count}
      variant={variant}
      onClick={onClick}
      data-testid={variant === 'icon' ? 'wishlist-shortcut' : 'wishlist-shortcut-row'}
    />
  );
}
