import { useTranslation } from 'react-i18next';
import { Badge, ButtonLink, Icon, LinkText } from '@/components/ui';
import { BookCardFrame, type BookCardProps } from '../BookCardFrame';

export interface PrintedBookCardProps extends BookCardProps {
  /** Euros. */
  price: number;
  /** Euros before the discount (struck through). */
  originalPrice?: number;
  /** Discount in percent (badge). */
  discount?: number;
  /** Link of the 'more info' button, e.g. /book/3. */
  href: string;
}

/** A printed book in the shop: cover, optional discount badge, price (original struck through), 'more info' link and a wishlist heart. */
export function PrintedBookCard({ id: _id, discount, href, ...book }: PrintedBookCardProps) {
  const { t } = useTranslation();
  return (
    <BookCardFrame
      {...book}
      badges={
        discount ? (
          <Badge tone="accent" solid>
            {t('books.discount', { discount })}
          </Badge>
        ) : null
      }
    >
      <ButtonLink to={href} variant="outline" size="sm" fullWidth iconRight={<Icon name="arrowRight" size={16} />}>
        <LinkText text={t('books.moreInfo')} label={t('books.moreInfoLabel', { title: book.title })} />
      </ButtonLink>
    </BookCardFrame>
  );
}
