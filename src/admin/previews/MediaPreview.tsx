import { useTranslation } from 'react-i18next';
import { MediaCarousel } from '@/components/home/MediaCarousel';
import { activeLanguage } from '@/i18n/localePath';
import { useAdminText } from '../text';
import { PreviewPart } from './PreviewShell';
import { itemIn, numberOf, textOf, type ContentFile } from './contentFile';
import { STILL_CAROUSEL, ignore } from './stillCarousel';

/** The carousel's pictures and videos are 16:9. */
const PICTURE = { width: 1280, height: 720 };

export interface MediaPreviewProps {
  /** The video or picture being edited: content/media/<id>.json. */
  file: ContentFile;
  /** The address of a file of the entry (a new upload is not on the site yet). */
  assetUrl?: (path: string) => string;
}

/** A video or picture in the home page's launches carousel, alone in it, in the language of the surrounding i18n. */
export function MediaPreview({ file, assetUrl = (path) => path }: MediaPreviewProps) {
  const text = useAdminText();
  const { i18n } = useTranslation();
  const media = itemIn('media', file, activeLanguage(i18n));
  const video = media.kind === 'video';
  const item = {
    id: numberOf(media.id) ?? 0,
    kind: video ? ('video' as const) : ('image' as const),
    title: textOf(media.title),
    alt: textOf(media.alt),
    image: { ...PICTURE, src: assetUrl(textOf(video ? media.poster : media.image)) },
    ...(video ? { videoSrc: assetUrl(textOf(media.src)) } : {}),
  };
  return (
    <PreviewPart>
      <h2>{text.card}</h2>
      <MediaCarousel
        id="lancamentos"
        items={[item]}
        {...STILL_CAROUSEL}
        windowStart={0}
        allowPlayback={false}
        openIndex={null}
        onOpen={ignore}
        onClose={ignore}
      />
    </PreviewPart>
  );
}
