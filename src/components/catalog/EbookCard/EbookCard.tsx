import { useTranslation } from 'react-i18next';
import { Badge, ExternalButtonLink, Icon, Image } from '@/components/ui';
import { WishlistHeart } from '../WishlistHeart';
import { Body, CardRoot, Cover, Footer, Meta, Title, TopLeft, TopRight } from '../internal/bookCard.styles';

export interface EbookCardProps {
  id: number;
  title: string;
  subtitle?: string;
  author?: string;
  cover: { src: string; width: number; height: number };
  /** The static PDF, e.g. /pdfs/rotinas-sensoriais-guia-pratico.pdf. */
  downloadHref: string;
  wishlisted: boolean;
  onToggleWishlist: () => void;
  loading?: 'lazy' | 'eager';
}

/** An eBook in the shop: cover with an eBook badge, no price, a download button for its PDF and a wishlist heart. */
export function EbookCard({
  title,
  subtitle,
  author,
  cover,
  downloadHref,
  wishlisted,
  onToggleWishlist,
  loading = 'lazy',
}: EbookCardProps) {
  const { t } = useTranslation();
  const fileName = downloadHref.split('/').pop() ?? undefined;
  return (
    <CardRoot>
      <Cover>
        <Image src={cover.src} width={cover.width} height={cover.height} alt="" loading={loading} />
        <TopLeft>
          <Badge tone="info" solid icon={<Icon name="book" size={14} />}>
            {t('books.ebookBadge')}
          </Badge>
        </TopLeft>
        <TopRight>
          <WishlistHeart title={title} pressed={wishlisted} onToggle={onToggleWishlist} />
        </TopRight>
      </Cover>
      <Body>
        <Title>{title}</Title>
        {subtitle && <Meta>{subtitle}</Meta>}
        {author && <Meta>{t('books.by', { author })}</Meta>}
        <Footer>
          <ExternalButtonLink
            href={downloadHref}
            download={fileName}
            newTab={false}
            variant="primary"
            size="sm"
            fullWidth
            aria-label={t('books.downloadLabel', { title })}
            iconLeft={<Icon name="download" size={16} />}
          >
            {t('books.download')}
          </ExternalButtonLink>
        </Footer>
      </Body>
    </CardRoot>
  );
}
