import { useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { installFontFaces, installGlobalStyle, theme } from '@/theme';
import { PAGE_NAMES, type PageName } from '@/data/pages';
import type { ContentType } from '../config';
import { PAGES_COLLECTION } from '../pages';
import { PagePreview } from './PagePreview';
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
function entryFile(props: DecapPreviewProps, type: string): ContentFile | null {
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
  return frameTemplate(`${type}Preview`, type, (file, assetUrl) => <Preview file={file} assetUrl={assetUrl} />);
}

/** A page's preview (content/pages/<name>.json): the page drawn by its own component with the texts being edited. */
function pageTemplate(name: PageName): ComponentType<DecapPreviewProps> {
  return frameTemplate(`${name}PagePreview`, PAGES_COLLECTION, (file) => <PagePreview name={name} file={file} />);
}

/** A template in Decap's preview frame, drawing `render` with the entry being edited (`kind` keys its parts). */
function frameTemplate(
  displayName: string,
  kind: string,
  render: (file: ContentFile, assetUrl: (path: string) => string) => ReactNode,
): ComponentType<DecapPreviewProps> {
  function Template(props: DecapPreviewProps) {
    const frame = props.document;
    const [language, setLanguage] = useState<PreviewLanguage>(props.locale === 'en' ? 'en' : 'pt');
    useLayoutEffect(() => {
      installFontFaces(frame);
      installGlobalStyle(frame);
    }, [frame]);
    const file = entryFile(props, kind);
    const assetUrl = (path: string) => (path ? String(props.getAsset(path) ?? path) : '');
    return (
      <StyleSheetManager target={frame.head}>
        <ThemeProvider theme={theme}>
          <PreviewShell language={language} onLanguageChange={setLanguage}>
            {file ? render(file, assetUrl) : <MissingBase />}
          </PreviewShell>
        </ThemeProvider>
      </StyleSheetManager>
    );
  }
  Template.displayName = displayName;
  return Template;
}

/** One preview template per collection, named as the collection, and one per page, named as its file. */
export function registerPreviews(cms: Pick<CMS, 'registerPreviewTemplate'>): void {
  for (const type of Object.keys(PREVIEWS) as ContentType[]) {
    cms.registerPreviewTemplate(type, previewTemplate(type) as ComponentType<PreviewTemplateComponentProps>);
  }
  for (const name of PAGE_NAMES)
    cms.registerPreviewTemplate(name, pageTemplate(name) as ComponentType<PreviewTemplateComponentProps>);
}
