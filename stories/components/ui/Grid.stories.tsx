import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Grid, Heading, Text } from '@/components/ui';

const items = ['Integração sensorial', 'Brincar e desenvolvimento', 'Alimentação', 'Autonomia', 'Escrita', 'Regulação emocional'];

const meta = {
  title: 'Components/UI/Grid',
  tags: ['status:stable'],
  component: Grid,
  args: { minColumnWidth: 220, gap: 5, fill: 'fill' },
  argTypes: {
    minColumnWidth: { control: 'number' },
    gap: { control: { type: 'range', min: 0, max: 9, step: 1 } },
    fill: { control: 'inline-radio', options: ['fill', 'fit'] },
    as: { control: false },
    equalHeight: { control: 'boolean' },
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

/** `equalHeight`: each list item stretches its card, so cards in a row end at the same line. */
export const EqualHeight: Story = {
  args: { equalHeight: true, minColumnWidth: 200 },
  render: (args) => (
    <Grid {...args} as="ul">
      {[
        'Curto',
        'Um texto bem mais longo que ocupa várias linhas e torna este cartão mais alto do que os outros.',
        'Médio texto',
      ].map((text) => (
        <li key={text}>
          <Card>
            <Text size="sm">{text}</Text>
          </Card>
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll('li > *')];
    await expect(cards).toHaveLength(3);
    const heights = cards.map((card) => Math.round(card.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
  },
};
