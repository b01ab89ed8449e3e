import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Container, EmptyState, Heading, Icon, PageHeader } from '@/components/ui';
import { WishlistItemCard } from '../WishlistItemCard';
import { PlainList } from '../internal/styles';
import type { ProductType } from '@machines/commerce';
import type { WishlistEntryView } from '../types';

const Body = styled(Container)(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[7]};
    padding-block: ${theme.space[5]} ${theme.space[8]};
  `,
);

const Cards = styled(PlainList)(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[4]};
    ${theme.media.desktop} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${theme.media.wide} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  `,
);

const Count = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
  `,
);

export interface WishlistViewProps {
  books: WishlistEntryView[];
  courses: WishlistEntryView[];
  onAddToCart: (type: ProductType, id: number) => void;
  onRemove: (type: ProductType, id: number) => void;
}

function Group({
  title,
  items,
  onAddToCart,
  onRemove,
}: {
  title: string;
  items: WishlistEntryView[];
  onAddToCart: WishlistViewProps['onAddToCart'];
  onRemove: WishlistViewProps['onRemove'];
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      <Cards>
        {items.map((item) => (
          <li key={`${item.type}-${item.id}`}>
            <WishlistItemCard
              item={item}
              onAddToCart={() => onAddToCart(item.type, item.id)}
              onRemove={() => onRemove(item.type, item.id)}
            />
          </li>
        ))}
      </Cards>
    </section>
  );
}

/** The wishlist page: Books and Courses sections, or an empty state with a button home. */
export function WishlistView({ books, courses, onAddToCart, onRemove }: WishlistViewProps) {
  const { t } = useTranslation();
  const total = books.length + courses.length;
  return (
    <>
      <PageHeader title={t('wishlist.title')} lead={t('wishlist.lead')}>
        {total > 0 && <Count>{t('wishlist.count', { count: total })}</Count>}
      </PageHeader>
      <Body>
        {total === 0 ? (
          <EmptyState
            icon="heart"
            title={t('wishlist.empty.title')}
            text={t('wishlist.empty.text')}
            action={
              <ButtonLink to="/" iconLeft={<Icon name="home" size={18} />}>
                {t('wishlist.empty.action')}
              </ButtonLink>
            }
          />
        ) : (
          <>
            {books.length > 0 && (
              <Group title={t('wishlist.books')} items={books} onAddToCart={onAddToCart} onRemove={onRemove} />
            )}
            {courses.length > 0 && (
              <Group title={t('wishlist.courses')} items={courses} onAddToCart={onAddToCart} onRemove={onRemove} />
            )}
          </>
        )}
      </Body>
    </>
  );
}
