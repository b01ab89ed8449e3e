import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, ButtonLink, Card, Heading, Image, Price, Stack, Text } from '@/components/ui';

const meta = {
  title: 'Components/UI/Card',
  component: Card,
  args: { padding: 'md', interactive: false, tone: 'surface', as: 'article' },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['surface', 'alt'] },
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'aside'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Card {...args}>
        <Heading as="h3" size="md">
          Integração sensorial na prática
        </Heading>
        <Text tone="muted">Curso online, 12 horas, com certificado.</Text>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toBeVisible();
  },
};

export const Alt: Story = { args: { tone: 'alt' } };

export const LargePadding: Story = { args: { padding: 'lg' } };

/** A product card: edge-to-edge image, padded body, one main link; lifts on hover. */
export const Interactive: Story = {
  args: { interactive: true, padding: 'none' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Card {...args}>
        <Image src="/images/books/book-1.webp" width={600} height={800} alt="Capa do livro" loading="eager" />
        <Stack gap={2} style={{ padding: '1.5rem' }}>
          <Badge tone="accent">-20%</Badge>
          <Heading as="h3" size="sm">
            Brincar é coisa séria
          </Heading>
          <Price amount={19.9} original={24.9} />
          <ButtonLink to="/book/1" variant="outline" size="sm">
            Mais informações
          </ButtonLink>
        </Stack>
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Mais informações' })).toHaveAttribute('href', '/book/1');
  },
};
