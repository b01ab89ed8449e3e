import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '@/components/ui';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/UI/Spinner',
  tags: ['status:stable'],
  component: Spinner,
  args: { size: 32, decorative: false },
  argTypes: { size: { control: { type: 'range', min: 16, max: 64, step: 4 } }, label: { control: 'text' } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('common.loading'));
  },
};

export const CustomLabel: Story = {
  args: { label: tk('profile.loading') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('profile.loading'));
  },
};

export const Large: Story = { args: { size: 56 } };

/** Inside something that already says it is busy (e.g. a loading Button). */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
