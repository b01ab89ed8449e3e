import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Testimonials, type TestimonialItem } from '@/components/home/Testimonials';
import { carouselHandlers } from '../../support/carouselArgs';
import { tk } from '../../support/translatedArgs';
import { pattern, t } from '../../support/t';

/** A slide's accessible name ("2 de 8"), any index. */
const slideOf8 = () => pattern('testimonials.slideLabel', { index: '\\d+', count: '8' });

/** A dot's accessible name ("Ir para o testemunho 3"), any position. */
const dot = () => pattern('testimonials.goTo', { index: '\\d+' });

/** The home page's eight testimonials: names and ratings as data, comments from `catalog.testimonials.<id>.comment`. */
const items: TestimonialItem[] = [
  { id: 1, name: 'Marta S.', rating: 5, comment: tk('catalog.testimonials.1.comment') },
  { id: 2, name: 'Ricardo P.', rating: 5, comment: tk('catalog.testimonials.2.comment') },
  { id: 3, name: 'Joana F.', rating: 4, comment: tk('catalog.testimonials.3.comment') },
  { id: 4, name: 'Camila R.', rating: 5, comment: tk('catalog.testimonials.4.comment') },
  { id: 5, name: 'Tiago M.', rating: 5, comment: tk('catalog.testimonials.5.comment') },
  { id: 6, name: 'Sara L.', rating: 4, comment: tk('catalog.testimonials.6.comment') },
  { id: 7, name: 'Patrícia A.', rating: 5, comment: tk('catalog.testimonials.7.comment') },
  { id: 8, name: 'Luísa C.', rating: 4, comment: tk('catalog.testimonials.8.comment') },
];

const meta = {
  title: 'Components/Home/Testimonials',
  tags: ['status:stable'],
  component: Testimonials,
  args: {
    id: 'testemunhos',
    items,
    index: 0,
    perView: 3,
    rotating: false,
    userPaused: false,
    speedMs: 700,
    ...carouselHandlers(),
  },
  argTypes: {
    index: { control: { type: 'range', min: 0, max: 7, step: 1 } },
    perView: { control: 'inline-radio', options: [1, 2, 3] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Three per view (>= 1024 px): stars, comment and name per card; 6 positions; arrows shown. */
export const ThreePerView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('home.testimonials.title') })).toHaveAttribute('id', 'testemunhos');
    await expect(canvas.getAllByRole('group', { name: slideOf8() })).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: t('testimonials.rating', { rating: 4 }) })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: dot() })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: t('testimonials.next') }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** Two per view (768-1023 px). */
export const TwoPerView: Story = {
  args: { perView: 2, index: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: slideOf8() })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: dot() })).toHaveLength(7);
  },
};

/** One per view (below 768 px): no arrows; dots, swipes and keys remain. */
export const OnePerView: Story = {
  args: { perView: 1, index: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: slideOf8() })).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: t('testimonials.next') })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: dot() })).toHaveLength(8);
  },
};

export const Rotating: Story = { args: { rotating: true } };
