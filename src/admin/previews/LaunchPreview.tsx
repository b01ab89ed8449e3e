import { useTranslation } from 'react-i18next';
import { Button, Icon } from '@/components/ui';
import { LaunchDetails } from '@/components/catalog/LaunchDetails';
import { activeLanguage } from '@/i18n/localePath';
import { useAdminText } from '../text';
import { PreviewPart } from './PreviewShell';
import { itemIn, textOf, textsOf, type ContentFile } from './contentFile';

/** The launch pictures' drawn size: the site's are 3:2. */
const PICTURE = { width: 1200, height: 800 };

export interface LaunchPreviewProps {
  /** The launch being edited: content/launches/<index>.json. */
  file: ContentFile;
  /** The address of a file of the entry (a new upload is not on the site yet). */
  assetUrl?: (path: string) => string;
}

/** A launch's page as the site shows it, in the language of the surrounding i18n: picture, price in reais, benefits. */
export function LaunchPreview({ file, assetUrl = (path) => path }: LaunchPreviewProps) {
  const text = useAdminText();
  const { t, i18n } = useTranslation();
  const launch = itemIn('launches', file, activeLanguage(i18n));
  return (
    <PreviewPart>
      <h2>{text.page}</h2>
      <LaunchDetails
        eyebrow={t('launch.eyebrow')}
        title={textOf(launch.title)}
        description={textOf(launch.description)}
        image={{ ...PICTURE, src: assetUrl(textOf(launch.image)), alt: '' }}
        priceLabel={t('launch.priceLabel')}
        price={textOf(launch.price)}
        installments={t('launch.installments', { installments: textOf(launch.installments) })}
        benefitsTitle={t('launch.benefitsTitle')}
        benefits={textsOf(launch.benefits)}
        note={t('launch.buyNote')}
        actions={
          <Button size="lg" iconRight={<Icon name="arrowRight" size={18} />}>
            {t('launch.buyNow')}
          </Button>
        }
      />
    </PreviewPart>
  );
}
