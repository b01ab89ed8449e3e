import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductType } from '@machines/commerce';
import type { WishlistViewProps, WishlistEntryView } from '@/components/commerce';
import { to } from '@/config/routes';
import { getBook, getCourse } from '@/data';
import { useToasts } from '@/features/toasts';
import { maxQuantityOf } from './catalogue';
import { useCart } from './useCart';
import { useWishlist } from './useWishlist';

/**
 * The wishlist page's Books and Courses sections (product §2 Wishlist page), read from the static catalogue, each
 * entry with add-to-cart and remove; the confirmation is a toast.
 */
export function useWishlistView(): WishlistViewProps {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const cart = useCart();
  const { show } = useToasts();

  const { books, courses } = useMemo(() => {
    const bookEntries: WishlistEntryView[] = [];
    const courseEntries: WishlistEntryView[] = [];
    for (const item of wishlist.items) {
      if (item.type === 'book') {
        const book = getBook(item.id);
        if (!book) continue;
        bookEntries.push({
          type: 'book',
          id: book.id,
          title: t(`${book.key}.title`),
          href: to.book(book.id),
          image: book.image,
          price: book.price,
          originalPrice: book.originalPrice,
          ebook: book.category === 'ebook',
          soldOut: maxQuantityOf('book', book.id) < 1,
          inCart: cart.has('book', book.id),
        });
      } else {
        const course = getCourse(item.id);
        if (!course) continue;
        courseEntries.push({
          type: 'course',
          id: course.id,
          title: t(`${course.key}.title`),
          href: to.course(course.id),
          image: course.image,
          price: course.price,
          inCart: cart.has('course', course.id),
        });
      }
    }
    return { books: bookEntries, courses: courseEntries };
  }, [wishlist.items, cart, t]);

  const onAddToCart = (type: ProductType, id: number) => {
    cart.add({ type, id });
    show('success', t('wishlist.added'));
  };

  const onRemove = (type: ProductType, id: number) => {
    wishlist.remove(id, type);
    show('info', t('wishlist.removed'));
  };

  return { books, courses, onAddToCart, onRemove };
}
