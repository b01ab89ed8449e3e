import { useLayoutEffect, useState, type ComponentType } from 'react';
import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { installFontFaces, installGlobalStyle, theme } from '@/theme';
import type { ContentType } from '../config';
import { useAdminText } from '../text';
import { BookPreview } from './BookPreview';
import { CoursePreview } from './CoursePreview';
import { LaunchPreview } from './LaunchPreview';
import { MediaPreview } from './MediaPreview';
import { PreviewShell } from './PreviewShell';
import { PublicationPreview } from './PublicationPreview';
import { TestimonialPreview } from './TestimonialPreview';
import type { ContentFile, PreviewLanguage } from './contentFile';

interface ItemPreviewProps {
  file: ContentFile;
  assetUrl?: (path: string) => string;
}

const PREVIEWS: Record<ContentType, ComponentType<ItemPreviewProps>> = {
  books: BookPreview,
  courses: CoursePreview,
  launches: LaunchPreview,
  publications: PublicationPreview,
  testimonials: TestimonialPreview,
  media: MediaPreview,
};

/** Decap also tells a preview which language the editor's left panel shows. */
type DecapPreviewProps = PreviewTemplateComponentProps & { locale?: string };

interface ImmutableLike {
  toJS(): unknown;
}
const plain = (value: unknown): Record<string, unknown> => {
  const js = value && typeof (value as ImmutableLike).toJS === 'function' ? (value as ImmutableLike).toJS() : value;
  return js && typeof js === 'object' ? (js as Record<string, unknown>) : {};
};

/**
 * The default language's part of each entry, as last seen. Decap hands a preview only the data of the language
 * the editor's left panel shows: with English there, the structured fields (price, dates, pictures) would be
 * missing, so the English preview takes them from the Portuguese part seen when the entry opened (in Portuguese,
 * Decap's default).
 */
const defaultParts = new Map<string, Record<string, unknown>>();

/** The entry being edited as its content file: both languages' parts. */
function entryFile(props: DecapPreviewProps, type: ContentType): ContentFile | null {
  const key = `${type}/${String(props.entry.get('slug') ?? '')}`;
  const data = plain(props.entry.get('data'));
  if (props.locale === 'en') {
    const pt = defaultParts.get(key);
    return pt ? { pt, en: data } : null;
  }
  defaultParts.set(key, data);
  return { pt: data, en: plain(props.entry.getIn(['i18n', 'en', 'data'])) };
}

/**
 * A Decap preview template drawing the item with the site's components. Decap renders previews in an iframe:
 * styled-components writes the rules into the iframe's head (StyleSheetManager target), and the site's font
 * faces and base rules are added there too, so the preview looks like the site and not like the admin.
 */
/** Said when an entry's English side opens before its Portuguese one gave it prices, dates and pictures. */
function MissingBase() {
  return <p>{useAdminText().missingBase}</p>;
}

function previewTemplate(type: ContentType): ComponentType<DecapPreviewProps> {
  const Preview = PREVIEWS[type];
  function Template(props: DecapPreviewProps) {
    const frame = props.document;
    const [language, setLanguage] = useState<PreviewLanguage>(props.locale === 'en' ? 'en' : 'pt');
    useLayoutEffect(() => {
      installFontFaces(frame);
      installGlobalStyle(frame);
    }, [frame]);
    const file = entryFile(props, type);
    const assetUrl = (path: string) => (path ? String(props.getAsset(path) ?? path) : '');
    return (
      <StyleSheetManager target={frame.head}>
        <ThemeProvider theme={theme}>
          <PreviewShell language={language} onLanguageChange={setLanguage}>
            {file ? <Preview file={file} assetUrl={assetUrl} /> : <MissingBase />}
          </PreviewShell>
        </ThemeProvider>
      </StyleSheetManager>
    );
  }
  Template.displayName = `${type}Preview`;
  return Template;
}

/** One preview template per collection, named as the collection. */
export function registerPreviews(cms: Pick<CMS, 'registerPreviewTemplate'>): void {
  for (const type of Object.keys(PREVIEWS) as ContentType[]) {
    cms.registerPreviewTemplate(type, previewTemplate(type) as ComponentType<PreviewTemplateComponentProps>);
  }
}
