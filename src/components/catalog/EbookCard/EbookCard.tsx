import { useTranslation } from 'react-i18next';
import { Badge, ExternalButtonLink, Icon } from '@/components/ui';
import { BookCardFrame, type BookCardProps } from '../BookCardFrame';

export interface EbookCardProps extends BookCardProps {
  /** The static PDF, e.g. /pdfs/rotinas-sensoriais-guia-pratico.pdf. */
  downloadHref: string;
}

/** An eBook in the shop: cover with an eBook badge, no price, a download button for its PDF and a wishlist heart. */
export function EbookCard({ id: _id, downloadHref, ...book }: EbookCardProps) {
  const { t } = useTranslation();
  const fileName = downloadHref.split('/').pop() ?? undefined;
  return (
    <BookCardFrame
      {...book}
      badges={
        <Badge tone="info" solid icon={<Icon name="book" size={14} />}>
          {t('books.ebookBadge')}
        </Badge>
      }
    >
      <ExternalButtonLink
        href={downloadHref}
        download={fileName}
        newTab={false}
        variant="primary"
        size="sm"
        fullWidth
        aria-label={t('books.downloadLabel', { title: book.title })}
        iconLeft={<Icon name="download" size={16} />}
      >
        {t('books.download')}
      </ExternalButtonLink>
    </BookCardFrame>
  );
}
