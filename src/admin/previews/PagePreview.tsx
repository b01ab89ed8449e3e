import type { ComponentType } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Container, Eyebrow, Heading, Section, Text } from '@/components/ui';
import { AboutSection, Banner, ImmersionSection, MentorshipSection } from '@/components/home';
import { LegalDocument } from '@/components/content/LegalDocument';
import { config } from '@/config/env';
import { paths, sectionIds, to } from '@/config/routes';
import { imageAltKey, images, immersionBackgroundNames } from '@/data/images';
import type { PageName } from '@/data/pages';
import { i18n } from '@/i18n';
import { activeLanguage } from '@/i18n/localePath';
// The preview of a page is the page itself, drawn by its own component with the texts being edited.
import { Component as AboutPage } from '@/pages/about/AboutPage';
import { Component as AboutDetailPage } from '@/pages/about/AboutDetailPage';
import { Component as ValuesPage } from '@/pages/values/ValuesPage';
import { Component as MentorshipPage } from '@/pages/mentorship/MentorshipDetailsPage';
import { Component as ImmersionPage } from '@/pages/immersion/ImmersionDetailsPage';
import { useLegalDocument, type LegalDoc } from '@/pages/legal/useLegalDocument';
import { VoiceNotes } from '../VoiceNotes';
import type { ContentFile } from './contentFile';
import { pageVoiceIssues, withPageTexts } from './pageTexts';

type Json = Record<string, unknown>;

/** A legal page's document: the page without the cookie page's preference buttons, which need the site's state. */
function legal(doc: LegalDoc): ComponentType {
  function LegalPreview() {
    return <LegalDocument {...useLegalDocument(doc)} />;
  }
  return LegalPreview;
}

/** The home page's sections that carry her words, as the home page draws them (the catalogue's lists aside). */
function HomePreview() {
  const { t } = useTranslation();
  const name = config.providerName;
  return (
    <>
      <Banner
        name={name}
        image={{ ...images.hero, alt: t(imageAltKey('hero')) }}
        moreInfoHref={to.homeSection(sectionIds.courses)}
        contactHref={to.homeSection(sectionIds.contact)}
      />
      <MentorshipSection
        id={sectionIds.mentorships}
        image={{ ...images.mentorship, alt: t(imageAltKey('mentorship')) }}
        fallbackSrc={images.mentorshipDefault.src}
        detailsHref={paths.mentorshipDetails}
      />
      <AboutSection
        id={sectionIds.about}
        name={name}
        image={{ ...images.about, alt: t(imageAltKey('about')) }}
        detailHref={paths.aboutDetail}
        defaultExpanded
      />
      <ImmersionSection
        id={sectionIds.immersions}
        backgrounds={immersionBackgroundNames.map((background) => images[background])}
        activeIndex={0}
        detailsHref={paths.immersionDetails}
      />
      <Section spacing="md">
        <Container>
          <Heading as="h2" size="md">
            {t('admin.pagePreview.homeSections')}
          </Heading>
          {(['courses', 'books', 'media', 'testimonials', 'contact'] as const).map((section) => (
            <div key={section}>
              <Eyebrow>{t(`home.${section}.eyebrow`)}</Eyebrow>
              <Heading as="h3" size="md">
                {t(`home.${section}.title`)}
              </Heading>
              <Text tone="muted">{t(`home.${section}.lead`)}</Text>
            </div>
          ))}
        </Container>
      </Section>
    </>
  );
}

const PAGES: Record<PageName, ComponentType> = {
  home: HomePreview,
  about: AboutPage,
  'about-details': AboutDetailPage,
  values: ValuesPage,
  mentorship: MentorshipPage,
  immersion: ImmersionPage,
  privacy: legal('privacy'),
  cookies: legal('cookies'),
  terms: legal('terms'),
};

/**
 * One copy of the site's i18n per page and language, with a store of its own: the page's texts being edited
 * replace the served ones there only, so the admin's other previews keep the site's.
 */
const copies = new Map<string, typeof i18n>();
function copyFor(name: PageName, language: string): typeof i18n {
  const key = `${name}:${language}`;
  let copy = copies.get(key);
  if (!copy) {
    // Ready as it is made: the language's texts are in the copied store (the preview's own useTranslation waited
    // for them). A copy left to make itself ready later, i18next's default, would have the page's first render
    // wait for it, showing the Suspense fallback instead of the page.
    copy = i18n.cloneInstance({ lng: language, forkResourceStore: true, initAsync: false });
    copies.set(key, copy);
  }
  return copy;
}

export interface PagePreviewProps {
  name: PageName;
  /** The page's file being edited: content/pages/<name>.json. */
  file: ContentFile;
}

/**
 * A page of hers as the site will show it once she saves, in the language of the surrounding i18n, drawn by the
 * site's own page components; above it, the writing rules' advice on her texts in both languages.
 */
export function PagePreview({ name, file }: PagePreviewProps) {
  const language = activeLanguage(useTranslation().i18n);
  const pt = file.pt as Json;
  // The structured fields (a legal page's date) are the Portuguese part's.
  const texts = language === 'pt' ? pt : { ...(file.en as Json), ...('updated' in pt ? { updated: pt.updated } : {}) };
  const copy = copyFor(name, language);
  const served = i18n.getResourceBundle(language, 'translation') as Json | undefined;
  copy.addResourceBundle(language, 'translation', withPageTexts(served ?? {}, name, texts), false, true);
  const Page = PAGES[name];
  return (
    <>
      <VoiceNotes notes={pageVoiceIssues(name, { pt, en: file.en as Json })} />
      <I18nextProvider i18n={copy}>
        <Page />
      </I18nextProvider>
    </>
  );
}
