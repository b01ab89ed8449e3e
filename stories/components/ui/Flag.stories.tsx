import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlagGB, FlagPT, Stack } from '@/components/ui';

const meta = {
  title: 'Components/UI/Flag',
  tags: ['status:stable'],
  component: FlagPT,
  args: { size: 32 },
  argTypes: { size: { control: { type: 'range', min: 16, max: 96, step: 4 } }, title: { control: 'text' } },
} satisfies Meta<typeof FlagPT>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Portugal: Story = {
  args: { title: 'Português' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Português' })).toBeVisible();
  },
};

export const UnitedKingdom: Story = {
  args: { title: 'English' },
  render: (args) => <FlagGB {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'English' })).toBeVisible();
  },
};

/** Two Union Jacks on one page keep their own clip paths (ids from useId). */
export const Both: Story = {
  render: (args) => (
    <Stack direction="row" gap={3}>
      <FlagPT {...args} />
      <FlagGB {...args} />
      <FlagGB {...args} size={48} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const ids = [...canvasElement.querySelectorAll('clipPath')].map((c) => c.id);
    await expect(new Set(ids).size).toBe(ids.length);
  },
};
