import { useTranslation } from 'react-i18next';
import { Button, ExternalButtonLink, Icon, Price } from '@/components/ui';
import { CourseCard } from '@/components/catalog/CourseCard';
import { CourseDetails } from '@/components/catalog/CourseDetails';
import { config } from '@/config/env';
import { COURSE_SECTIONS, courseView } from '@/features/catalogue';
import { activeLanguage } from '@/i18n/localePath';
import { useAdminText } from '../text';
import { CardSlot, PreviewPart } from './PreviewShell';
import { itemIn, numberOf, textOf, textsOf, type ContentFile } from './contentFile';

/** The course pictures' drawn size: the site's are 8:5. */
const PICTURE = { width: 800, height: 500 };

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
  const id = numberOf(course.id) ?? 0;
  const price = numberOf(course.price) ?? null;
  const hours = numberOf(course.hours);
  const months = numberOf(course.months);
  const image = { ...PICTURE, src: assetUrl(textOf(course.image)) };
  const description = (course.description ?? {}) as Record<string, unknown>;
  const external = course.externalEnrolment === true;
  const { international, ...view } = courseView(
    { price, hours, months },
    {
      title: textOf(course.title),
      summary: textOf(course.summary),
      description: Object.fromEntries(COURSE_SECTIONS.map((key) => [key, textOf(description[key])])),
      instructor: textOf(course.instructor),
      location: textOf(course.location),
      date: textOf(course.date),
      learningOutcomes: textsOf(course.learningOutcomes),
    },
    t,
    config.providerName,
  );
  const { title } = view;
  const summary = view.summary ?? '';

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
          {...view}
          image={{ ...image, alt: '' }}
          back={{ to: '/', label: t('course.breadcrumb') }}
          price={price !== null ? <Price amount={price} size="lg" /> : undefined}
          actions={
            external || international ? (
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
          note={international ? t('course.international.note') : t('course.actions.loginHint')}
        />
      </PreviewPart>
    </>
  );
}
