import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui';
import { PublicationCard } from '@/components/content/PublicationCard';
import { activeLanguage } from '@/i18n/localePath';
import { formatMonthYear, intlLocale } from '@/lib/format';
import { useAdminText } from '../text';
import { PreviewPart } from './PreviewShell';
import { itemIn, numberOf, textOf, type ContentFile } from './contentFile';

export interface PublicationPreviewProps {
  /** The publication being edited: content/publications/<id>.json. */
  file: ContentFile;
}

/** An article or thesis as the publications page lists it, in the language of the surrounding i18n. */
export function PublicationPreview({ file }: PublicationPreviewProps) {
  const text = useAdminText();
  const { t, i18n } = useTranslation();
  const lang = activeLanguage(i18n);
  const publication = itemIn('publications', file, lang);
  const type = publication.type === 'tese' ? 'tese' : 'artigo';
  const title = textOf(publication.title);
  const month = numberOf(publication.date_month) ?? 1;
  const year = numberOf(publication.date_year) ?? 0;
  return (
    <PreviewPart>
      <h2>{text.card}</h2>
      <Container>
        <PublicationCard
          title={title}
          type={type}
          typeLabel={t(`publications.types.${type}`)}
          author={textOf(publication.author)}
          authorLabel={t('publications.authorLabel')}
          date={formatMonthYear(month, year, intlLocale(lang))}
          dateTime={`${year}-${String(month).padStart(2, '0')}`}
          description={textOf(publication.description)}
          downloadText={t('publications.download')}
          downloadLabel={t('publications.downloadLabel', { title })}
          onDownload={() => undefined}
        />
      </Container>
    </PreviewPart>
  );
}
