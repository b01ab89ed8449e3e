import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/config/env';
import { paths, sectionIds, to } from '@/config/routes';
import { courses } from '@/data/courses';
import { images, imageAltKey } from '@/data/images';
import { AboutSection, Banner, CoursesGrid, HomeContact, MentorshipSection } from '@/components/home';
import type { CourseCardProps } from '@/components/catalog/CourseCard';
import { ContactFormContainer } from '@/pages/contact/ContactFormContainer';
import { pageTitle } from '../content/helpers';
import { BooksShopSection } from './BooksShopSection';
import { ImmersionBlock } from './ImmersionBlock';
import { MediaSection } from './MediaSection';
import { TestimonialsSection } from './TestimonialsSection';

/**
 * Home (SPEC §2 "Home sections"): banner, courses, mentorship, books shop, about, immersion, media
 * carousel (#lancamentos), testimonials (#testemunhos) and contact (#contact). The hero image loads
 * eagerly with high priority; everything below the fold is lazy (images) or on demand (videos).
 */
export function Component() {
  const { t } = useTranslation();
  const name = config.providerName;

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
      <title>{pageTitle(t('home.metaTitle'))}</title>
      <Banner
        name={name}
        image={{ ...images.hero, alt: t(imageAltKey('hero')) }}
        moreInfoHref={to.homeSection(sectionIds.courses)}
        contactHref={to.homeSection(sectionIds.contact)}
      />
      <CoursesGrid id={sectionIds.courses} courses={courseCards} />
      <MentorshipSection
        id={sectionIds.mentorships}
        image={{ ...images.mentorship, alt: t(imageAltKey('mentorship')) }}
        fallbackSrc={images.mentorshipDefault.src}
        detailsHref={paths.mentorshipDetails}
      />
      <BooksShopSection />
      <AboutSection
        id={sectionIds.about}
        name={name}
        image={{ ...images.about, alt: t(imageAltKey('about')) }}
        detailHref={paths.aboutDetail}
      />
      <ImmersionBlock />
      <MediaSection />
      <TestimonialsSection />
      <HomeContact id={sectionIds.contact} email={config.contactEmail} form={<ContactFormContainer variant="home" />} />
    </>
  );
}
