import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '@/components/layout';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Layout/Logo',
  tags: ['status:stable'],
  component: Logo,
  args: { name: 'Helena Marques' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The logo is a link home. */
export const GoesHome: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: t('nav.logoLabel', { name: 'Helena Marques' }) }),
    ).toHaveAttribute('href', href('/'));
  },
};
