import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BooksShop, type ShopBook } from '@/components/home/BooksShop';
import { books } from '@/data/books';
import { sectionIds, to } from '@/config/routes';
import { useLoginGate } from '@/features/auth';
import { useWishlist } from '@/features/commerce';
import { useBooksShop } from '@/features/home';
import { useToasts } from '@/features/toasts';
import { useLatestCallback } from '@/lib/useLatestCallback';

/** Path of an eBook's static PDF (product §7: /pdfs/{file}.pdf). */
export function ebookPdfPath(file: string): string {
  return `/pdfs/${encodeURIComponent(file)}.pdf`;
}

/** The home books and eBooks shop: debounced search, tabs, cards, wishlist hearts behind the login gate. */
export function BooksShopSection() {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const loginGate = useLoginGate();
  const { show } = useToasts();

  const shopBooks = useMemo<ShopBook[]>(
    () =>
      books.map((book) => {
        const base = {
          id: book.id,
          title: t(`${book.key}.title`),
          subtitle: t(`${book.key}.subtitle`, { defaultValue: '' }) || undefined,
          author: book.author,
          cover: book.image,
        };
        return book.category === 'ebook' && book.downloadUrl
          ? { ...base, category: 'ebook' as const, downloadHref: ebookPdfPath(book.downloadUrl) }
          : {
              ...base,
              category: 'impresso' as const,
              price: book.price,
              originalPrice: book.originalPrice,
              discount: book.discount,
              href: to.book(book.id),
            };
      }),
    [t],
  );

  const filters = useBooksShop(shopBooks);

  // Both stay the same functions while the wishlist does, so the cards are not drawn again for a tab or a key.
  const onToggleWishlist = useLatestCallback((id: number) => {
    if (!loginGate({ rememberPath: true })) return;
    const result = wishlist.toggle(id, 'book');
    show('success', t(result === 'added' ? 'add_book_wishlist' : 'remove_book_wishlist'));
  });
  const { has } = wishlist;
  const isWishlisted = useCallback((id: number) => has(id, 'book'), [has]);

  return <BooksShop {...filters} id={sectionIds.books} isWishlisted={isWishlisted} onToggleWishlist={onToggleWishlist} />;
}
