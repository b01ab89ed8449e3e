import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Button, Container, Eyebrow, Heading, Price, Section, Text } from '@/components/ui';
import { DetailLayout, DetailMedia, PurchaseBox } from '@/components/catalog/DetailLayout';
import { books } from '@/data/books';
import { courses } from '@/data/courses';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';
import { expectImagesUncropped } from '../../support/images';

const TITLE_ID = 'detail-title';

/**
 * The anatomy of every product page (book, course, launch): the hero with its back link, media, what the
 * product is and the purchase box, then the sections. BookDetails, CourseDetails and LaunchDetails are this
 * layout filled in; these stories show its arrangements and bands with neutral content.
 */
const meta = {
  title: 'Components/Catalog/DetailLayout',
  tags: ['status:stable'],
  component: DetailLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    titleId: TITLE_ID,
    arrangement: 'media-start',
    surface: 'banded',
    back: { to: '/cursos', label: tk('course.breadcrumb') },
    media: <DetailMedia kind="photo" image={{ ...courses[1]!.image, alt: '' }} />,
    intro: (
      <>
        <Eyebrow>
          <T k="course.eyebrow" />
        </Eyebrow>
        <Heading as="h1" size="xl" id={TITLE_ID}>
          <T k="catalog.courses.2.title" />
        </Heading>
        <Text tone="muted" size="lg">
          <T k="catalog.courses.2.summary" />
        </Text>
      </>
    ),
    purchase: (
      <PurchaseBox
        actions={
          <>
            <Button size="lg">
              <T k="course.actions.buyNow" />
            </Button>
            <Button size="lg" variant="secondary">
              <T k="course.actions.addToCart" />
            </Button>
          </>
        }
      >
        <Price amount={350} size="lg" />
      </PurchaseBox>
    ),
    children: (
      <Section spacing="md">
        <Container>
          <Heading as="h2" size="lg">
            <T k="course.sections.programme" />
          </Heading>
          <Text>
            <T k="catalog.courses.2.description.programme" />
          </Text>
        </Container>
      </Section>
    ),
  },
  argTypes: {
    arrangement: { control: 'inline-radio', options: ['cover', 'media-start', 'media-end'] },
    surface: { control: 'inline-radio', options: ['plain', 'banded', 'alt'] },
    media: { control: false },
    intro: { control: false },
    purchase: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof DetailLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A landscape photo first, on the sand band with a rule below (the course page). */
export const MediaStartBanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: t('catalog.courses.2.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('course.breadcrumb') })).toHaveAttribute('href', href('/cursos'));
    await expectImagesUncropped(canvasElement);
  },
};

/** A portrait cover first, narrower than the text, with a badge over it, on the page background (the book page). */
export const CoverPlain: Story = {
  args: {
    arrangement: 'cover',
    surface: 'plain',
    back: { to: '/#livros', label: tk('book.back') },
    media: (
      <DetailMedia
        kind="cover"
        image={{ ...books[0]!.image, alt: '' }}
        overlay={
          <Badge tone="accent" solid>
            -20%
          </Badge>
        }
      />
    ),
    intro: (
      <Heading as="h1" size="xl" id={TITLE_ID}>
        <T k="catalog.books.1.title" />
      </Heading>
    ),
    purchase: (
      <PurchaseBox
        actions={
          <>
            <Button size="lg">
              <T k="course.actions.addToCart" />
            </Button>
            <Button size="lg" variant="secondary">
              <T k="course.actions.buyNow" />
            </Button>
          </>
        }
      >
        <Price amount={19.9} original={24.9} size="lg" />
      </PurchaseBox>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-20%')).toBeVisible();
    await expectImagesUncropped(canvasElement);
  },
};

/** The text first and the photo after it, without a back link, on the sand band (the launch page). */
export const MediaEndAlt: Story = {
  args: { arrangement: 'media-end', surface: 'alt', back: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: t('course.breadcrumb') })).toBeNull();
    // The photo comes after the purchase box in reading order.
    const heading = canvas.getByRole('heading', { level: 1 });
    const image = canvasElement.querySelector('img')!;
    await expect(heading.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
