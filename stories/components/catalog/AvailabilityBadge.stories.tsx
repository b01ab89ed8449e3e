import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AvailabilityBadge } from '@/components/catalog/AvailabilityBadge';

const meta = {
  title: 'Components/Catalog/AvailabilityBadge',
  tags: ['status:stable'],
  component: AvailabilityBadge,
  args: { label: 'Em Stock', tone: 'success', prefix: 'Disponibilidade:' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'warning', 'info', 'danger', 'neutral'] } },
} satisfies Meta<typeof AvailabilityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const badge = within(canvasElement).getByTestId('availability');
    await expect(badge).toHaveTextContent(text);
    await expect(badge).toHaveTextContent('Disponibilidade:');
  };

export const Playground: Story = {};
export const InStock: Story = { args: { label: 'Em Stock', tone: 'success' }, play: shows('Em Stock') };
export const Limited: Story = { args: { label: 'Stock Limitado', tone: 'warning' }, play: shows('Stock Limitado') };
export const PreOrder: Story = { args: { label: 'Pré-encomenda', tone: 'info' }, play: shows('Pré-encomenda') };
export const OutOfStock: Story = { args: { label: 'Esgotado', tone: 'danger' }, play: shows('Esgotado') };
/** Any other availability value. */
export const Unavailable: Story = { args: { label: 'Indisponível', tone: 'neutral' }, play: shows('Indisponível') };
