import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Container, Grid, Heading, Section } from '@/components/ui';
import { PrintedBookCard } from '@/components/catalog/PrintedBookCard';
import { EbookCard } from '@/components/catalog/EbookCard';
import { useWishlist, useWishlistToggle } from '@/features/commerce';
import { getBook } from '@/data/books';
import type { Book } from '@/data/types';
import { to } from '@/config/routes';

/** The book's related books (relatedBooks, itself left out), each with its wishlist toggle; nothing when none is left. */
export function RelatedBooks({ book }: { book: Book }) {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const toggle = useWishlistToggle();
  const headingId = useId();
  const related = book.relatedBooks.map((id) => getBook(id)).filter((b): b is Book => Boolean(b) && b?.id !== book.id);
  if (related.length === 0) return null;
  return (
    <Section spacing="md" labelledBy={headingId}>
      <Container>
        <Heading as="h2" size="lg" id={headingId}>
          {t('book.related')}
        </Heading>
        <Grid as="ul" minColumnWidth={220} equalHeight>
          {related.map((item) => {
            const common = {
              id: item.id,
              title: t(`${item.key}.title`),
              author: item.author,
              cover: item.image,
              wishlisted: wishlist.has(item.id, 'book'),
              onToggleWishlist: () => toggle(item),
            };
            return (
              <li key={item.id}>
                {item.category === 'ebook' && item.downloadUrl ? (
                  <EbookCard {...common} downloadHref={`/pdfs/${item.downloadUrl}.pdf`} />
                ) : (
                  <PrintedBookCard
                    {...common}
                    price={item.price}
                    originalPrice={item.originalPrice}
                    discount={item.discount}
                    href={to.book(item.id)}
                  />
                )}
              </li>
            );
          })}
        </Grid>
      </Container>
    </Section>
  );
}
