import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from '@/components/content/Timeline';

const meta = {
  title: 'Components/Content/Timeline',
  tags: ['status:stable'],
  component: Timeline,
  args: {
    entries: [
      { period: '2005 – 2009', title: 'Licenciatura em Terapia Ocupacional', text: 'Formação de base.' },
      { period: '2015 – hoje', title: 'Formadora e orientadora', text: 'Cursos para terapeutas.' },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** An ordered list of periods. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};
