import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Button, Stack } from '@/components/ui';

const meta = {
  title: 'Components/UI/Stack',
  tags: ['status:stable'],
  component: Stack,
  args: { gap: 4, direction: 'column', wrap: false, responsive: false },
  argTypes: {
    gap: { control: { type: 'range', min: 0, max: 9, step: 1 } },
    direction: { control: 'inline-radio', options: ['row', 'column'] },
    as: { control: false },
  },
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <Button>Comprar</Button>
      <Button variant="outline">Lista de desejos</Button>
      <Badge tone="accent">-20%</Badge>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Column: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stack')).toHaveStyle({ flexDirection: 'column', rowGap: '16px' });
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 3, wrap: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stack')).toHaveStyle({ flexDirection: 'row', columnGap: '12px' });
  },
};

/** Column on phones, row from 768 px. */
export const Responsive: Story = { args: { responsive: true, gap: 3 } };

export const AsList: Story = {
  render: (args) => (
    <Stack {...args} as="ul" gap={2}>
      <li>Integração sensorial</li>
      <li>Desenvolvimento infantil</li>
      <li>Autonomia no dia a dia</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
