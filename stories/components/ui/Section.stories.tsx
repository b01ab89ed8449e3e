import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Container, Eyebrow, Heading, Section, Text, TextLink } from '@/components/ui';

const meta = {
  title: 'Components/UI/Section',
  tags: ['status:stable'],
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: { tone: 'default', spacing: 'md', id: 'cursos', labelledBy: 'cursos-title' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'alt', 'primary', 'accent'] },
    spacing: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
  render: (args) => (
    <Section {...args}>
      <Container>
        <Eyebrow>Formações</Eyebrow>
        <Heading id={args.labelledBy}>Cursos para terapeutas</Heading>
        <Text tone="muted">Formações práticas, com base em evidência, para levar para a sua prática clínica.</Text>
        <Text>
          Veja também as{' '}
          <TextLink to="/mentorias" tone={args.tone === 'primary' || args.tone === 'accent' ? 'inherit' : 'primary'}>
            mentorias
          </TextLink>
          .
        </Text>
        <Button variant={args.tone === 'primary' ? 'secondary' : 'primary'}>Ver cursos</Button>
      </Container>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // labelledBy makes the section a named region.
    await expect(within(canvasElement).getByRole('region', { name: 'Cursos para terapeutas' })).toHaveAttribute('id', 'cursos');
  },
};

export const Default: Story = {};
export const Alt: Story = { args: { tone: 'alt' } };
export const Primary: Story = { args: { tone: 'primary' } };
export const Accent: Story = { args: { tone: 'accent' } };
export const Large: Story = { args: { spacing: 'lg' } };
export const Small: Story = { args: { spacing: 'sm', tone: 'alt' } };
