import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Eyebrow, Heading, Section } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/UI/Eyebrow',
  tags: ['status:stable'],
  component: Eyebrow,
  args: { children: tk('about.eyebrow'), align: 'start' },
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
    await expect(within(canvasElement).getByText(t('about.eyebrow'))).toHaveStyle({ textTransform: 'uppercase' });
  },
};

export const WithHeading: Story = {
  render: (args) => (
    <>
      <Eyebrow {...args} />
      <Heading>
        <T k="about.title" options={{ name: 'Helena Marques' }} />
      </Heading>
    </>
  ),
};

export const OnAccent: Story = {
  render: (args) => (
    <Section tone="accent" spacing="sm">
      <div style={{ padding: '0 1rem' }}>
        <Eyebrow {...args} />
        <Heading>
          <T k="sections.immersions.title" />
        </Heading>
      </div>
    </Section>
  ),
};
