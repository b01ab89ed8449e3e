import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Icon, Stack } from '@/components/ui';
import { tk } from '../../support/translatedArgs';

const tones = ['neutral', 'primary', 'accent', 'success', 'danger', 'info', 'warning'] as const;

const meta = {
  title: 'Components/UI/Badge',
  tags: ['status:stable'],
  component: Badge,
  args: { children: tk('book.badges.ebook'), tone: 'primary', solid: false, size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack direction="row" gap={2} wrap>
      {tones.map((tone) => (
        <Badge {...args} key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of tones) await expect(within(canvasElement).getByText(tone)).toBeVisible();
  },
};

export const Solid: Story = {
  render: (args) => (
    <Stack direction="row" gap={2} wrap>
      {tones.map((tone) => (
        <Badge {...args} key={tone} tone={tone} solid>
          {tone}
        </Badge>
      ))}
    </Stack>
  ),
};

export const Discount: Story = { args: { tone: 'accent', solid: true, children: tk('book.badges.discount', { percent: 20 }) } };
export const OutOfStock: Story = { args: { tone: 'danger', children: tk('availability.outOfStock') } };
export const Small: Story = { args: { size: 'sm', tone: 'neutral', children: tk('books.newRelease') } };
export const WithIcon: Story = {
  args: { tone: 'success', icon: <Icon name="check" size={14} />, children: tk('availability.inStock') },
};
