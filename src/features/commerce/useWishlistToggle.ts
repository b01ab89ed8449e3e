import { useTranslation } from 'react-i18next';
import { useLoginGate } from '@/features/auth';
import { useToasts } from '@/features/toasts';
import type { Book } from '@/data/types';
import { useWishlist } from './useWishlist';

/**
 * Wishlist toggle behind the login gate (product §5): logged out → info toast, then /login
 * (the origin path is remembered so the visitor comes back here); logged in → success toast.
 */
export function useWishlistToggle() {
  const { t } = useTranslation();
  const gate = useLoginGate();
  const wishlist = useWishlist();
  const { show } = useToasts();
  return (book: Pick<Book, 'id' | 'key'>) => {
    if (!gate({ rememberPath: true })) {
      show('info', t('book.toasts.loginWishlist'));
      return;
    }
    const title = t(`${book.key}.title`);
    try {
      const result = wishlist.toggle(book.id, 'book');
      show('success', t(result === 'added' ? 'book.toasts.wishlistAdded' : 'book.toasts.wishlistRemoved', { title }));
    } catch {
      show('error', t('book.toasts.actionError'));
    }
  };
}
