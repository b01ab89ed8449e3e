import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseCard } from '@/components/catalog/CourseCard';
import { courses } from '@/data/courses';
import { expectImagesUncropped } from '../../support/images';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const course1 = courses[0]!;
const course5 = courses[4]!;

const meta = {
  title: 'Components/Catalog/CourseCard',
  tags: ['status:stable'],
  component: CourseCard,
  args: {
    id: 1,
    title: tk('catalog.courses.1.title'),
    summary: tk('catalog.courses.1.summary'),
    image: course1.image,
    href: '/course/1',
    price: 546,
    hours: 32,
    location: tk('catalog.courses.1.location'),
    date: tk('catalog.courses.1.date'),
  },
  argTypes: { price: { control: 'number' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The whole card is one link to /course/{id}, named by the title; price in euros. */
export const WithPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('catalog.courses.1.title') })).toHaveAttribute('href', href('/course/1'));
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(t('catalog.courses.1.title'));
    await expect(canvas.getByText('546,00 €')).toBeVisible();
    await expect(canvas.getByText(t('home.courses.hours', { count: 32 }))).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expectImagesUncropped(canvasElement);
  },
};

/** Course 5 (international programme): no price, enrolment on the programme's site, hours and months. */
export const WithoutPrice: Story = {
  args: {
    id: 5,
    title: tk('catalog.courses.5.title'),
    summary: tk('catalog.courses.5.summary'),
    image: course5.image,
    href: '/course/5',
    price: null,
    hours: 360,
    months: 18,
    location: tk('catalog.courses.5.location'),
    date: tk('catalog.courses.5.date'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('home.courses.priceOnRequest'))).toBeVisible();
    await expect(canvas.queryByText(/€/)).toBeNull();
    await expect(
      canvas.getByText(`${t('home.courses.hours', { count: 360 })} · ${t('home.courses.months', { count: 18 })}`),
    ).toBeVisible();
  },
};

/** Only the required fields. */
export const Minimal: Story = {
  args: { hours: undefined, location: undefined, date: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
