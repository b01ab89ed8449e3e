import { useTranslation } from 'react-i18next';
import { Badge, ButtonLink, Icon, Image, LinkText, Price } from '@/components/ui';
import { WishlistHeart } from '../WishlistHeart';
import { Body, CardRoot, Cover, Footer, Meta, Title, TopLeft, TopRight } from '../internal/bookCard.styles';

export interface PrintedBookCardProps {
  id: number;
  title: string;
  /** Subtitle or author line under the title. */
  subtitle?: string;
  author?: string;
  cover: { src: string; width: number; height: number };
  /** Euros. */
  price: number;
  /** Euros before the discount (struck through). */
  originalPrice?: number;
  /** Discount in percent (badge). */
  discount?: number;
  /** Link of the 'more info' button, e.g. /book/3. */
  href: string;
  wishlisted: boolean;
  onToggleWishlist: () => void;
  /** Cover loading: 'lazy' below the fold (default). */
  loading?: 'lazy' | 'eager';
}

/** A printed book in the shop: cover, optional discount badge, price (original struck through), 'more info' link and a wishlist heart. */
export function PrintedBookCard({
  title,
  subtitle,
  author,
  cover,
  price,
  originalPrice,
  discount,
  href,
  wishlisted,
  onToggleWishlist,
  loading = 'lazy',
}: PrintedBookCardProps) {
  const { t } = useTranslation();
  return (
    <CardRoot>
      <Cover>
        <Image src={cover.src} width={cover.width} height={cover.height} alt="" loading={loading} />
        {discount ? (
          <TopLeft>
            <Badge tone="accent" solid>
              {t('books.discount', { discount })}
            </Badge>
          </TopLeft>
        ) : null}
        <TopRight>
          <WishlistHeart title={title} pressed={wishlisted} onToggle={onToggleWishlist} />
        </TopRight>
      </Cover>
      <Body>
        <Title>{title}</Title>
        {subtitle && <Meta>{subtitle}</Meta>}
        {author && <Meta>{t('books.by', { author })}</Meta>}
        <Footer>
          <Price amount={price} original={originalPrice} />
          <ButtonLink to={href} variant="outline" size="sm" fullWidth iconRight={<Icon name="arrowRight" size={16} />}>
            <LinkText text={t('books.moreInfo')} label={t('books.moreInfoLabel', { title })} />
          </ButtonLink>
        </Footer>
      </Body>
    </CardRoot>
  );
}
