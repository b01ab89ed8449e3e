import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Eyebrow, Heading, Section } from '@/components/ui';

const meta = {
  title: 'Components/UI/Eyebrow',
  tags: ['status:stable'],
  component: Eyebrow,
  args: { children: 'Sobre mim', align: 'start' },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center'] },
    as: { control: 'inline-radio', options: ['p', 'span', 'div'] },
  },
} satisfies Meta<typeof Eyebrow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // Upper-case is visual only: the text stays as written.
    await expect(within(canvasElement).getByText('Sobre mim')).toHaveStyle({ textTransform: 'uppercase' });
  },
};

export const WithHeading: Story = {
  render: (args) => (
    <>
      <Eyebrow {...args} />
      <Heading>Uma terapeuta ocupacional ao seu lado</Heading>
    </>
  ),
};

export const OnAccent: Story = {
  render: (args) => (
    <Section tone="accent" spacing="sm">
      <div style={{ padding: '0 1rem' }}>
        <Eyebrow {...args} />
        <Heading>Imersões</Heading>
      </div>
    </Section>
  ),
};
