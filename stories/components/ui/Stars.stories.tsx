import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stars } from '@/components/ui';
import { language, t } from '../../support/t';

const meta = {
  title: 'Components/UI/Stars',
  tags: ['status:stable'],
  component: Stars,
  args: { rating: 4, size: 20 },
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 1 } },
    size: { control: { type: 'range', min: 12, max: 40, step: 2 } },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The default name is the rating out of five, in the story's language. */
const ratingStory = (rating: number): Story => ({
  args: { rating },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: t('ui.stars', { rating }) });
    // One drawing: the filled stars in one path, the empty ones in another, one star outline each.
    const outlines = (path: Element | null) => path?.getAttribute('d')?.match(/M/g)?.length ?? 0;
    await expect(outlines(stars.querySelector('path[fill="currentColor"]'))).toBe(rating);
    await expect(outlines(stars.querySelector('path:not([fill])'))).toBe(5 - rating);
    // The stars' finer stroke (--icon-stroke on the rating).
    await expect(getComputedStyle(stars.querySelector('svg')!).strokeWidth).toBe('1.5px');
  },
});

export const OneStar = ratingStory(1);
export const TwoStars = ratingStory(2);
export const ThreeStars = ratingStory(3);
export const FourStars = ratingStory(4);
export const FiveStars = ratingStory(5);

/**
 * A label of the story's own, in the toolbar's language (the pages' labels all read like the default one, so
 * none of them would show that `label` replaces it); a label typed in Controls is used as it is.
 */
const customLabel = { pt: 'Avaliação: excelente', en: 'Rating: excellent' } as const;

export const CustomLabel: Story = {
  args: { rating: 5 },
  render: (args, { globals }) => <Stars {...args} label={args.label ?? customLabel[globals.locale === 'en' ? 'en' : 'pt']} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: customLabel[language()] })).toBeVisible();
  },
};

/** Out-of-range values are clamped. */
export const OutOfRange: Story = {
  args: { rating: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: t('ui.stars', { rating: 5 }) })).toBeVisible();
  },
};
