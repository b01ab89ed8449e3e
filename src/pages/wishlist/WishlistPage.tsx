import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth, useLoginGate } from '@/features/auth';
import { maxQuantityOf, useCart, useWishlist } from '@/features/commerce';
import { useToasts } from '@/features/toasts';
import { WishlistView, type WishlistEntryView } from '@/components/commerce';
import type { ProductType } from '@/data/types';
import { to } from '@/config/routes';
import { getBook, getCourse } from '@/data';
import { PageMeta } from '@/seo/PageMeta';

/**
 * /wishlist (product §2 Wishlist page; guarded): Books and Courses sections read from the static
 * catalogue, each with add-to-cart and remove; the confirmation message auto-hides after 3 s (toast).
 * Guard: logged in means isLoggedIn 'true' and a valid token (useLoginGate); others go to /login.
 */
export function Component() {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const gate = useLoginGate();
  const wishlist = useWishlist();
  const cart = useCart();
  const { show } = useToasts();

  useEffect(() => {
    gate({ rememberPath: true });
    // Checked on arrival; a later logout sends the visitor to /login by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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

  return (
    <>
      <PageMeta title={t('wishlist.metaTitle')} description={t('wishlist.metaDescription')} />
      {isLoggedIn && <WishlistView books={books} courses={courses} onAddToCart={onAddToCart} onRemove={onRemove} />}
    </>
  );
}

export { Component as WishlistPage };
