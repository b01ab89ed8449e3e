import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepsList } from '@/components/content/StepsList';
import { tk } from '../../support/translatedArgs';

/** The immersion page's steps (`immersion.steps.<i>`), in the toolbar's language. */
const steps = (indexes: number[]) =>
  indexes.map((i) => ({ title: tk(`immersion.steps.${i}.title`), text: tk(`immersion.steps.${i}.text`) }));

const meta = {
  title: 'Components/Content/StepsList',
  tags: ['status:stable'],
  component: StepsList,
  parameters: { layout: 'fullscreen' },
  args: {
    steps: steps([0, 1, 2, 3, 4]),
  },
} satisfies Meta<typeof StepsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Five steps as an ordered list. */
export const FiveSteps: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const ThreeSteps: Story = {
  args: {
    steps: steps([0, 1, 2]),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
