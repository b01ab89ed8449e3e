import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { clearSession, LoginProbe, logIn } from '../support/contentSession';
import { Component as CoursePage } from '@/pages/course/CoursePage';
import { absoluteUrl, canonicalUrl } from '@/app/head/siteAddresses';
import { config } from '@/config/env';
import { headMeta, jsonLdBlocks, jsonLdOfType } from '../support/jsonLd';
import { expectEnglishHeading } from '../support/englishHeading';
import { href, language, startsWith, t } from '../support/t';

const page = (url: string) => (
  <PageHarness path="/course/:id" url={url} Component={CoursePage} extraRoutes={[{ path: '/login', Component: LoginProbe }]} />
);

/** /course/:id with the real app providers (auth gate, cart, wishlist, checkout, toasts). */
const meta = {
  title: 'Pages/Course',
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => clearSession(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any text of `keys` anywhere in a name (escaped for a RegExp). */
const anyOf = (...keys: string[]) => new RegExp(keys.map((key) => t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

/** Course 1: every field, the price and the three actions. */
export const Found: Story = {
  render: () => page('/course/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('catalog.courses.1.title') })).toBeVisible();
    for (const section of ['programme', 'trainers', 'audience', 'objectives', 'content', 'methodology', 'learningOutcomes']) {
      await expect(canvas.getByRole('heading', { level: 2, name: t(`course.sections.${section}`) })).toBeVisible();
    }
    await expect(canvas.getByTestId('course-price')).toHaveTextContent('546,00 €');
    await expect(canvas.getByText(t('catalog.courses.1.location'))).toBeVisible();
    await expect(canvas.getByText(t('catalog.courses.1.date'))).toBeVisible();
    await expect(canvas.getByText(t('course.hours', { count: 32 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('course.actions.buyNow') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('course.actions.addToCart') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('course.actions.addToWishlist') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Course 5 (international, 360 h over 18 months): no price, no wishlist or cart, an external enrol link. */
export const InternationalCourse: Story = {
  render: () => page('/course/5'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('catalog.courses.5.title') })).toBeVisible();
    await expect(canvas.getByText(t('course.hoursAndMonths', { hours: 360, months: 18 }))).toBeVisible();
    await expect(canvas.queryByTestId('course-price')).toBeNull();
    const actions = anyOf(
      'course.actions.addToCart',
      'course.actions.inCart',
      'course.actions.addToWishlist',
      'course.actions.removeFromWishlist',
      'course.actions.buyNow',
    );
    await expect(canvas.queryByRole('button', { name: actions })).toBeNull();
    const enrol = canvas.getByRole('link', { name: startsWith('course.international.enrol') });
    await expect(enrol).toHaveAttribute('href', 'https://example.org/international-programme');
    await expect(enrol).toHaveAttribute('target', '_blank');
    // Sold by its partner: no offer here. Hybrid, as its programme says; its 'location' text is a format, not a place.
    const course = await jsonLdOfType(canvasElement, 'Course');
    await expect(course.offers).toBeUndefined();
    await expect(course.hasCourseInstance).toEqual({
      '@type': 'CourseInstance',
      courseMode: 'Blended',
      courseWorkload: 'PT360H',
    });
  },
};

/**
 * Course 1 in the head and structured data: its summary and image for link previews, a schema.org Course
 * by the educator with its offer in euros and its in-person delivery, and the breadcrumb Home → Courses → course.
 */
export const StructuredData: Story = {
  // The page Found draws, unchanged: that story's visual baseline is its own.
  tags: ['visual:drawn-by-another-story'],
  render: () => page('/course/1'),
  play: async ({ canvasElement }) => {
    const title = t('catalog.courses.1.title');
    await within(canvasElement).findByRole('heading', { level: 1, name: title });
    const summary = t('catalog.courses.1.summary');
    await expect(headMeta('description')).toBe(summary);
    await expect(headMeta('og:type')).toBe('website');
    await expect(headMeta('og:image')).toBe(absoluteUrl('/images/courses/course-1.webp'));

    const url = canonicalUrl('/course/1', language());
    const course = await jsonLdOfType(canvasElement, 'Course');
    await expect(course).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: title,
      description: summary,
      url,
      image: absoluteUrl('/images/courses/course-1.webp'),
      // The page's language (the course is described in it): European Portuguese, or English.
      inLanguage: language() === 'pt' ? 'pt-PT' : 'en',
      provider: { '@type': 'Person', name: config.providerName, url: absoluteUrl('/') },
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: '546.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url,
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        courseWorkload: 'PT32H',
        location: t('catalog.courses.1.location'),
      },
    });
    const breadcrumb = await jsonLdOfType(canvasElement, 'BreadcrumbList');
    await expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: t('nav.home'), item: canonicalUrl('/', language()) },
      { '@type': 'ListItem', position: 2, name: t('course.breadcrumb'), item: canonicalUrl('/cursos', language()) },
      { '@type': 'ListItem', position: 3, name: title, item: url },
    ]);
  },
};

/** Course 3's format is still to be defined: no delivery is claimed. */
export const StructuredDataModeUnknown: Story = {
  render: () => page('/course/3'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    const course = await jsonLdOfType(canvasElement, 'Course');
    await expect(course.hasCourseInstance).toBeUndefined();
    await expect(course.offers).toMatchObject({ price: '350.00', priceCurrency: 'EUR' });
  },
};

/** An unknown id shows 'Curso não encontrado' with a link back to /cursos. */
export const NotFound: Story = {
  tags: ['state:error'],
  render: () => page('/course/99'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('course.notFoundTitle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: startsWith('course.backToCourses') })).toHaveAttribute('href', href('/cursos'));
    await expect(jsonLdBlocks(canvasElement)).toEqual([]);
    await expect(headMeta('robots')).toBe('noindex');
  },
};

/** Logged out: adding to the cart sends the visitor to /login, remembering /course/2 to come back to. */
export const LoggedOutCartGate: Story = {
  render: () => page('/course/2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('course.actions.addToCart') }));
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
    await expect(canvas.getByTestId('login-from')).toHaveTextContent('/course/2');
  },
};

/** Logged out: the wishlist button is gated the same way, and nothing is saved. */
export const LoggedOutWishlistGate: Story = {
  render: () => page('/course/3'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('course.actions.addToWishlist') }));
    await expect(await canvas.findByTestId('login-from')).toHaveTextContent('/course/3');
    await expect(localStorage.getItem('wishlistItems')).toBeNull();
  },
};

/** Logged out: 'Comprar agora' is gated too; no checkout starts. */
export const LoggedOutBuyGate: Story = {
  render: () => page('/course/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('course.actions.buyNow') }));
    await expect(await canvas.findByTestId('login-from')).toHaveTextContent('/course/1');
    await expect(localStorage.getItem('lastCheckedProduct')).toBeNull();
  },
};

/** Logged in: the course goes into the cart, the button says so and is disabled; the wishlist toggles. */
export const LoggedInAddsToCart: Story = {
  beforeEach: () => logIn(),
  render: () => page('/course/4'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('course.actions.addToCart') }));
    await expect(await canvas.findByRole('button', { name: t('course.actions.inCart') })).toBeDisabled();
    await expect(await canvas.findByText(t('course.toasts.addedToCart'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('course.actions.addToWishlist') }));
    await expect(await canvas.findByRole('button', { name: t('course.actions.removeFromWishlist') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByText(t('course.toasts.wishlistAdded'))).toBeVisible();
    await expect(canvas.queryByTestId('location-probe')).toBeNull();
  },
};

/** The page in English: Found's checks, in English. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => page('/course/1'),
  play: Found.play,
};

/** Another course in English (course 5, international): its heading from the English catalogue. */
export const EnglishInternational: Story = {
  globals: { locale: 'en' },
  render: () => page('/course/5'),
  play: ({ canvasElement }) => expectEnglishHeading(canvasElement, 'catalog.courses.5.title'),
};
