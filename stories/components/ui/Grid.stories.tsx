import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Grid, Heading, Text } from '@/components/ui';

const items = ['Integração sensorial', 'Brincar e desenvolvimento', 'Alimentação', 'Autonomia', 'Escrita', 'Regulação emocional'];

const meta = {
  title: 'Components/UI/Grid',
  component: Grid,
  args: { minColumnWidth: 220, gap: 5, fill: 'fill' },
  argTypes: {
    minColumnWidth: { control: 'number' },
    gap: { control: { type: 'range', min: 0, max: 9, step: 1 } },
    fill: { control: 'inline-radio', options: ['fill', 'fit'] },
    as: { control: false },
  },
  render: (args) => (
    <Grid {...args} as="ul" data-testid="grid">
      {items.map((item) => (
        <Card as="li" key={item}>
          <Heading as="h3" size="sm">
            {item}
          </Heading>
          <Text tone="muted" size="sm">
            Curso online com certificado.
          </Text>
        </Card>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CardGrid: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    // Several columns fit in the story frame: the first two cards share a row.
    await expect(Math.round(cards[0]!.getBoundingClientRect().top)).toBe(Math.round(cards[1]!.getBoundingClientRect().top));
  },
};

export const NarrowColumns: Story = { args: { minColumnWidth: 140, gap: 3 } };
