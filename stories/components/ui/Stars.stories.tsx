import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stars } from '@/components/ui';

const meta = {
  title: 'Components/UI/Stars',
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

const ratingStory = (rating: number, name: string): Story => ({
  args: { rating },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name });
    await expect(stars.querySelectorAll('polygon[fill="currentColor"]')).toHaveLength(rating);
  },
});

export const OneStar = ratingStory(1, '1 de 5 estrelas');
export const TwoStars = ratingStory(2, '2 de 5 estrelas');
export const ThreeStars = ratingStory(3, '3 de 5 estrelas');
export const FourStars = ratingStory(4, '4 de 5 estrelas');
export const FiveStars = ratingStory(5, '5 de 5 estrelas');

export const English: Story = {
  args: { rating: 5 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { rating: 5, label: 'Avaliação: excelente' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Avaliação: excelente' })).toBeVisible();
  },
};

/** Out-of-range values are clamped. */
export const OutOfRange: Story = {
  args: { rating: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
  },
};
