import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Container, EmptyState, ExternalButtonLink, Icon, Price } from '@/components/ui';
import { CourseDetails } from '@/components/catalog/CourseDetails';
import { useAuth, useLoginGate } from '@/features/auth';
import { COURSE_SECTIONS, courseView } from '@/features/catalogue';
import { useCart, useCheckout, useWishlist } from '@/features/commerce';
import { useToasts } from '@/features/toasts';
import { getCourse } from '@/data/courses';
import type { Course } from '@/data/types';
import { config } from '@/config/env';
import { paths } from '@/config/routes';
import { absoluteUrl } from '@/app/head/siteAddresses';
import { breadcrumbJsonLd, courseJsonLd, JsonLd } from '@/seo';
import { summary } from '@/seo/pageTitle';
import { textList } from '@/lib/translatedLists';
import { NoIndex } from '@/seo/NoIndex';
import { PageMeta } from '@/seo/PageMeta';
import { usePageAddress } from '@/seo/usePageAddress';
import { SharePageButton } from '@/features/share';

function NotFound() {
  const { t } = useTranslation();
  return (
    <Container>
      <PageMeta title={t('course.notFoundTitle')} description={t('course.notFoundText')} />
      <NoIndex />
      <EmptyState
        icon="search"
        headingLevel="h1"
        title={t('course.notFoundTitle')}
        text={t('course.notFoundText')}
        action={
          <ButtonLink to={paths.courses} iconLeft={<Icon name="chevronLeft" size={18} />}>
            {t('course.backToCourses')}
          </ButtonLink>
        }
      />
    </Container>
  );
}

/** The wishlist, cart and buy buttons of a course with a price; each needs login (origin path remembered). */
function CourseActions({ course, title }: { course: Course; title: string }) {
  const { t } = useTranslation();
  const gate = useLoginGate();
  const cart = useCart();
  const wishlist = useWishlist();
  const checkout = useCheckout();
  const { show } = useToasts();

  const inCart = cart.has('course', course.id);
  const wished = wishlist.has(course.id, 'course');
  const busy = checkout.status === 'creating' || checkout.status === 'redirecting';

  const toggleWishlist = () => {
    if (!gate({ rememberPath: true })) return;
    try {
      const result = wishlist.toggle(course.id, 'course');
      show('success', t(result === 'added' ? 'course.toasts.wishlistAdded' : 'course.toasts.wishlistRemoved', { title }));
    } catch {
      show('error', t('course.toasts.actionError'));
    }
  };

  const addToCart = () => {
    if (!gate({ rememberPath: true })) return;
    try {
      cart.add({ type: 'course', id: course.id });
      show('success', t('course.toasts.addedToCart', { title }));
    } catch {
      show('error', t('course.toasts.actionError'));
    }
  };

  const buy = async () => {
    if (!gate({ rememberPath: true })) return;
    // product §8: a checkout creation failure is logged only (by the checkout machine), with no user message;
    // the button becomes usable again.
    await checkout.buyNow({ type: 'course', id: course.id });
  };

  return (
    <>
      <Button variant="primary" size="lg" loading={busy} onClick={() => void buy()}>
        {t('course.actions.buyNow')}
      </Button>
      <Button
        variant="secondary"
        size="lg"
        disabled={inCart}
        onClick={addToCart}
        iconLeft={<Icon name={inCart ? 'check' : 'cart'} size={20} />}
      >
        {inCart ? t('course.actions.inCart') : t('course.actions.addToCart')}
      </Button>
      <Button
        variant="outline"
        size="lg"
        aria-pressed={wished}
        onClick={toggleWishlist}
        iconLeft={<Icon name={wished ? 'heartFilled' : 'heart'} size={20} />}
      >
        {wished ? t('course.actions.removeFromWishlist') : t('course.actions.addToWishlist')}
      </Button>
    </>
  );
}

/**
 * The course's structured data: a schema.org Course by the educator, with an offer when it is sold here
 * (course 5 is sold by its partner: no offer), its delivery only where the catalogue states it, and the
 * breadcrumb Home → Courses → the course.
 */
function CourseJsonLd({ course, title, description }: { course: Course; title: string; description: string }) {
  const { t } = useTranslation();
  const { lang, url, urlOf } = usePageAddress();
  const data = courseJsonLd({
    name: title,
    description,
    url,
    image: absoluteUrl(course.image.src),
    lang,
    provider: { name: config.providerName, url: absoluteUrl('/') },
    offer: course.price !== null ? { price: course.price, currency: 'EUR', url } : undefined,
    instance: course.mode
      ? {
          courseMode: course.mode,
          workloadHours: course.hours,
          // A place only for a course given in one ('Portugal, Faro'); a hybrid course's text describes its format.
          location: course.mode === 'Onsite' ? t(`${course.key}.location`) : undefined,
        }
      : undefined,
  });
  const breadcrumb = breadcrumbJsonLd([
    { name: t('nav.home'), url: urlOf(paths.home) },
    { name: t('course.breadcrumb'), url: urlOf(paths.courses) },
    { name: title, url },
  ]);
  return (
    <>
      <JsonLd data={data} />
      <JsonLd data={breadcrumb} />
    </>
  );
}

function CourseView({ course }: { course: Course }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  // {{name}} filled by i18next here, as everywhere on the site.
  const text = (field: string): string => t(`${course.key}.${field}`, { defaultValue: '', name: config.providerName });
  const { international, ...view } = courseView(
    course,
    {
      title: text('title'),
      summary: text('summary'),
      description: Object.fromEntries(COURSE_SECTIONS.map((key) => [key, text(`description.${key}`)])),
      instructor: text('instructor'),
      location: text('location'),
      date: text('date'),
      learningOutcomes: textList(t, `${course.key}.learningOutcomes`),
    },
    t,
    config.providerName,
  );
  const { title } = view;
  const note = international ? t('course.international.note') : isLoggedIn ? undefined : t('course.actions.loginHint');

  return (
    <>
      <PageMeta title={t('course.metaTitle', { title })} description={summary(view.summary ?? '')} image={course.image.src} />
      <CourseJsonLd course={course} title={title} description={view.summary ?? ''} />
      <CourseDetails
        {...view}
        image={{ ...course.image, alt: '' }}
        back={{ to: paths.courses, label: t('course.breadcrumb') }}
        price={course.price !== null ? <Price amount={course.price} size="lg" /> : undefined}
        actions={
          <>
            {international ? (
              course.externalEnrolUrl ? (
                <ExternalButtonLink href={course.externalEnrolUrl} size="lg">
                  {t('course.international.enrol')}
                </ExternalButtonLink>
              ) : null
            ) : (
              <CourseActions course={course} title={title} />
            )}
            <SharePageButton title={title} />
          </>
        }
        note={note}
      />
    </>
  );
}

/** /course/:id — every field of the course; unknown id → 'Curso não encontrado'. */
export function Component() {
  const { id = '' } = useParams();
  const course = getCourse(id);
  return course ? <CourseView course={course} /> : <NotFound />;
}
