import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ImmersionBlock } from '@/pages/home/ImmersionBlock';
import { images } from '@/data/images';
import { rotationMachine } from '@machines/rotation';

/** The immersion background with the rotation machine (machines/rotation.ts): 3 images, every 5 s. */
const meta = {
  title: 'Flows/ImmersionRotation',
  component: ImmersionBlock,
  parameters: { layout: 'fullscreen', machine: rotationMachine },
} satisfies Meta<typeof ImmersionBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeSrc = (canvasElement: HTMLElement) => canvasElement.querySelector('img[data-active="true"]')?.getAttribute('src');

/** rotating: the next background fades in after 5 s. */
export const Rotating: Story = {
  parameters: { machineState: 'rotating' },
  play: async ({ canvasElement }) => {
    await expect(activeSrc(canvasElement)).toBe(images.immersionBackground1.src);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await expect(activeSrc(canvasElement)).toBe(images.immersionBackground1.src);
    await waitFor(() => expect(activeSrc(canvasElement)).toBe(images.immersionBackground2.src), { timeout: 3000 });
  },
};

/** still: under prefers-reduced-motion the first background stays. */
export const Still: Story = {
  args: { forceReducedMotion: true },
  parameters: { machineState: 'still' },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 5600));
    await expect(activeSrc(canvasElement)).toBe(images.immersionBackground1.src);
  },
};
