import { useTranslation } from 'react-i18next';
import { Button, ExternalButtonLink, Icon, Price } from '@/components/ui';
import { CourseCard } from '@/components/catalog/CourseCard';
import { CourseDetails, type CourseSection } from '@/components/catalog/CourseDetails';
import type { DetailFact } from '@/components/catalog/DetailFacts';
import { config } from '@/config/env';
import { activeLanguage } from '@/i18n/localePath';
import { useAdminText } from '../text';
import { CardSlot, PreviewPart } from './PreviewShell';
import { itemIn, numberOf, textOf, textsOf, type ContentFile } from './contentFile';

/** The course pictures' drawn size: the site's are 8:5. */
const PICTURE = { width: 800, height: 500 };
const SECTIONS = ['programme', 'trainers', 'audience', 'objectives', 'content', 'methodology'] as const;

export interface CoursePreviewProps {
  /** The course being edited: content/courses/<id>.json. */
  file: ContentFile;
  /** The address of a file of the entry (a new upload is not on the site yet). */
  assetUrl?: (path: string) => string;
}

/**
 * A course as the site shows it, in the language of the surrounding i18n: its card in the courses grid and its
 * page (hero with price and actions, programme sections, key facts, learning outcomes).
 */
export function CoursePreview({ file, assetUrl = (path) => path }: CoursePreviewProps) {
  const text = useAdminText();
  const { t, i18n } = useTranslation();
  const lang = activeLanguage(i18n);
  const course = itemIn('courses', file, lang);
  const name = config.providerName;
  // {{name}} in a course's texts is the educator's configured name, as on the pages.
  const fill = (value: unknown) => textOf(value).replaceAll('{{name}}', name);
  const id = numberOf(course.id) ?? 0;
  const title = textOf(course.title);
  const summary = textOf(course.summary);
  const price = numberOf(course.price) ?? null;
  const hours = numberOf(course.hours);
  const months = numberOf(course.months);
  const image = { ...PICTURE, src: assetUrl(textOf(course.image)) };
  const description = (course.description ?? {}) as Record<string, unknown>;
  const external = course.externalEnrolment === true;

  const sections: CourseSection[] = SECTIONS.map((key) => ({
    id: key,
    title: t(`course.sections.${key}`),
    text: fill(description[key]),
  }));
  const duration =
    hours && months ? t('course.hoursAndMonths', { hours, months }) : hours ? t('course.hours', { count: hours }) : null;
  const facts: DetailFact[] = [
    { label: t('course.facts.instructor'), value: fill(course.instructor), icon: 'user' },
    { label: t('course.facts.location'), value: textOf(course.location), icon: 'mapPin' },
    { label: t('course.facts.date'), value: textOf(course.date), icon: 'calendar' },
    ...(duration ? [{ label: t('course.facts.duration'), value: duration, icon: 'clock' as const }] : []),
  ];

  return (
    <>
      <PreviewPart>
        <h2>{text.card}</h2>
        <CardSlot>
          <CourseCard
            id={id}
            title={title}
            summary={summary}
            image={image}
            href={`/course/${id}`}
            price={price}
            hours={hours}
            months={months}
            location={textOf(course.location) || undefined}
            date={textOf(course.date) || undefined}
            loading="eager"
          />
        </CardSlot>
      </PreviewPart>
      <PreviewPart>
        <h2>{text.page}</h2>
        <CourseDetails
          eyebrow={t('course.eyebrow')}
          badge={price === null ? t('course.international.badge') : undefined}
          title={title}
          summary={summary}
          image={{ ...image, alt: '' }}
          back={{ to: '/', label: t('course.breadcrumb') }}
          price={price !== null ? <Price amount={price} size="lg" /> : undefined}
          actions={
            external || price === null ? (
              <ExternalButtonLink href={config.internationalEnrolUrl} size="lg">
                {t('course.international.enrol')}
              </ExternalButtonLink>
            ) : (
              <>
                <Button variant="primary" size="lg">
                  {t('course.actions.buyNow')}
                </Button>
                <Button variant="secondary" size="lg" iconLeft={<Icon name="cart" size={20} />}>
                  {t('course.actions.addToCart')}
                </Button>
                <Button variant="outline" size="lg" iconLeft={<Icon name="heart" size={20} />}>
                  {t('course.actions.addToWishlist')}
                </Button>
              </>
            )
          }
          note={price === null ? t('course.international.note') : t('course.actions.loginHint')}
          factsTitle={t('course.factsTitle')}
          facts={facts.filter((fact) => fact.value !== '')}
          sections={sections}
          outcomesTitle={t('course.sections.learningOutcomes')}
          outcomes={textsOf(course.learningOutcomes)}
        />
      </PreviewPart>
    </>
  );
}
