import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Text } from '@/components/ui';
import { theme } from '@/theme';

const meta = {
  title: 'Components/UI/Container',
  tags: ['status:stable'],
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { width: 'default' },
  argTypes: { width: { control: 'inline-radio', options: ['narrow', 'default', 'wide'] }, as: { control: false } },
  render: (args) => (
    <Container {...args} data-testid="container">
      <div style={{ background: theme.colors.primarySoft, padding: theme.space[4], borderRadius: theme.radii.md }}>
        <Text>Conteúdo centrado com margens laterais responsivas (largura {args.width}).</Text>
      </div>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('container');
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
  },
};

export const Narrow: Story = {
  args: { width: 'narrow' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('container');
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(736);
  },
};

export const Wide: Story = { args: { width: 'wide' } };
