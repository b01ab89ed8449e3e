import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from '@/components/content/Timeline';
import { tk } from '../../support/translatedArgs';

/** An entry of the career page's timeline (`aboutDetail.timeline.<i>`), in the toolbar's language. */
const entry = (i: number) => ({
  period: tk(`aboutDetail.timeline.${i}.period`),
  title: tk(`aboutDetail.timeline.${i}.title`),
  text: tk(`aboutDetail.timeline.${i}.text`),
});

const meta = {
  title: 'Components/Content/Timeline',
  tags: ['status:stable'],
  component: Timeline,
  args: {
    entries: [entry(0), entry(3)],
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
