import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ImmersionBlock } from '@/pages/home/ImmersionBlock';
import { images } from '@/data/images';
import { rotationMachine } from '@machines/home';
import { TIMINGS } from '@machines/shared';
import { advanceClock, resetStoryClock, withStoryClock } from '../../support/storyClock';

/**
 * The immersion background with the rotation machine (machines/home/rotation.machine.ts): 3 images, every 5 s. Time is
 * simulated (stories/support/storyClock.tsx): it moves only when the play function advances it.
 */
const meta = {
  title: 'Flows/ImmersionRotation',
  component: ImmersionBlock,
  parameters: { layout: 'fullscreen', machine: rotationMachine },
  decorators: [withStoryClock],
  beforeEach: resetStoryClock,
} satisfies Meta<typeof ImmersionBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeSrc = (canvasElement: HTMLElement) => canvasElement.querySelector('img[data-active="true"]')?.getAttribute('src');

/** rotating: the next background fades in after 5 s. */
export const Rotating: Story = {
  parameters: { machineState: 'rotating' },
  play: async ({ canvasElement }) => {
    await expect(activeSrc(canvasElement)).toBe(images.immersionBackground1.src);
    advanceClock(TIMINGS.immersionRotation - 1);
    await expect(activeSrc(canvasElement)).toBe(images.immersionBackground1.src);
    advanceClock(1);
    await waitFor(() => expect(activeSrc(canvasElement)).toBe(images.immersionBackground2.src));
    advanceClock(TIMINGS.immersionRotation);
    await waitFor(() => expect(activeSrc(canvasElement)).toBe(images.immersionBackground3.src));
  },
};

/** still: under prefers-reduced-motion the first background stays. */
export const Still: Story = {
  args: { forceReducedMotion: true },
  parameters: { machineState: 'still' },
  play: async ({ canvasElement }) => {
    advanceClock(60_000);
    await expect(activeSrc(canvasElement)).toBe(images.immersionBackground1.src);
  },
};
