import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '@/components/ui';
import { FeatureCard } from '@/components/content/FeatureCard';

const meta = {
  title: 'Components/Content/FeatureCard',
  component: FeatureCard,
  args: {
    title: 'Prática supervisionada',
    text: 'Mais de metade do tempo é passado na sala de terapia.',
    icon: 'sparkles',
    as: 'div',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Prática supervisionada' })).toBeVisible();
  },
};

/** A numbered marker (the six bases of the values page). */
export const Numbered: Story = {
  args: {
    icon: undefined,
    marker: 3,
    markerTone: 'accent',
    title: 'Ocupação e participação',
    text: 'O brincar é o ponto de partida.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3')).toBeVisible();
  },
};

/** A format card with its duration and a 'more info' link. */
export const WithMetaAndAction: Story = {
  args: {
    icon: 'calendar',
    title: 'Imersão clínica',
    meta: '5 dias · 40 horas',
    text: 'Uma semana de prática supervisionada.',
    action: (
      <ButtonLink to="/contact" variant="outline" size="sm">
        Mais informações
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 dias · 40 horas')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mais informações' })).toHaveAttribute('href', '/contact');
  },
};
