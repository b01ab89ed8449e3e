import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section, Text } from '@/components/ui';

const meta = {
  title: 'Components/UI/Text',
  tags: ['status:stable'],
  component: Text,
  args: {
    children:
      'Acompanho terapeutas e famílias com formações práticas, baseadas em evidência e pensadas para o dia a dia clínico.',
    tone: 'default',
    size: 'md',
    align: 'start',
    weight: 'regular',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold'] },
    as: { control: 'inline-radio', options: ['p', 'span', 'div', 'small', 'strong'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Muted: Story = { args: { tone: 'muted' } };
export const Large: Story = { args: { size: 'lg' } };
export const Small: Story = { args: { size: 'sm' } };

/** Muted text stays AA on dark sections. */
export const MutedOnPrimary: Story = {
  args: { tone: 'muted' },
  render: (args) => (
    <Section tone="primary" spacing="sm">
      <div style={{ padding: '0 1rem' }}>
        <Text {...args} />
      </div>
    </Section>
  ),
};
