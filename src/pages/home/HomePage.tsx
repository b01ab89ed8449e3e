import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/config/env';
import { paths, sectionIds, to } from '@/config/routes';
import { courses } from '@/data/courses';
import { images, imageAltKey } from '@/data/images';
import { AboutSection, Banner, CoursesGrid, HomeContact, MentorshipSection } from '@/components/home';
import type { CourseCardProps } from '@/components/catalog/CourseCard';
import { ContactFormContainer } from '@/features/contact';
import { absoluteUrl } from '@/app/head/siteAddresses';
import { educatorJsonLd, JsonLd } from '@/seo';
import { PageMeta } from '@/seo/PageMeta';
import { usePageAddress } from '@/seo/usePageAddress';
import { Island } from '@/lib/Island';
import { BooksShopSection } from './BooksShopSection';
import { ImmersionBlock } from './ImmersionBlock';
import { MediaSection } from './MediaSection';
import { TestimonialsSection } from './TestimonialsSection';

/** The configured social addresses that are the educator's own profiles (the defaults are the platforms' home pages). */
const GENERIC_SOCIAL = new Set(['https://www.instagram.com/', 'https://www.facebook.com/']);
const ownProfiles = (urls: readonly string[]) => urls.filter((url) => url.trim() !== '' && !GENERIC_SOCIAL.has(url.trim()));

/**
 * Home (product §2 "Home sections"): banner, courses, mentorship, books shop, about, immersion, media
 * carousel (#lancamentos), testimonials (#testemunhos) and contact (#contact). The hero image loads
 * eagerly with high priority; everything below the fold is lazy (images) or on demand (videos).
 * Structured data: the educator (Person) and the site (WebSite).
 */
export function Component() {
  const { t } = useTranslation();
  const name = config.providerName;
  const { lang } = usePageAddress();
  const educator = useMemo(
    () =>
      educatorJsonLd({
        name,
        url: absoluteUrl('/'),
        email: config.contactEmail,
        sameAs: ownProfiles([config.social.instagram, config.social.facebook]),
        description: t('home.educatorDescription'),
        jobTitle: t('home.educatorJobTitle'),
        lang,
      }),
    [name, lang, t],
  );

  const courseCards = useMemo<(CourseCardProps & { id: number })[]>(
    () =>
      courses.map((course) => ({
        id: course.id,
        title: t(`${course.key}.title`),
        summary: t(`${course.key}.summary`),
        image: course.image,
        href: to.course(course.id),
        price: course.price,
        hours: course.hours,
        months: course.months,
        location: t(`${course.key}.location`),
        date: t(`${course.key}.date`),
      })),
    [t],
  );

  return (
    <>
      <PageMeta title={t('home.metaTitle')} description={t('home.metaDescription')} />
      <JsonLd data={educator} />
      <Banner
        name={name}
        image={{ ...images.hero, alt: t(imageAltKey('hero')) }}
        moreInfoHref={to.homeSection(sectionIds.courses)}
        contactHref={to.homeSection(sectionIds.contact)}
      />
      <Island>
        <CoursesGrid id={sectionIds.courses} courses={courseCards} />
      </Island>
      <Island>
        <MentorshipSection
          id={sectionIds.mentorships}
          image={{ ...images.mentorship, alt: t(imageAltKey('mentorship')) }}
          fallbackSrc={images.mentorshipDefault.src}
          detailsHref={paths.mentorshipDetails}
        />
      </Island>
      <Island>
        <BooksShopSection />
      </Island>
      <Island>
        <AboutSection
          id={sectionIds.about}
          name={name}
          image={{ ...images.about, alt: t(imageAltKey('about')) }}
          detailHref={paths.aboutDetail}
        />
      </Island>
      <Island>
        <ImmersionBlock />
      </Island>
      <Island>
        <MediaSection />
      </Island>
      <Island>
        <TestimonialsSection />
      </Island>
      <Island>
        <HomeContact id={sectionIds.contact} email={config.contactEmail} form={<ContactFormContainer variant="home" />} />
      </Island>
    </>
  );
}
