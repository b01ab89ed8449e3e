import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ImmersionSection } from '@/components/home/ImmersionSection';
import { images, immersionBackgroundNames } from '@/data/images';
import { href, t } from '../../support/t';

const backgrounds = immersionBackgroundNames.map((name) => images[name]);

const meta = {
  title: 'Components/Home/ImmersionSection',
  tags: ['status:stable'],
  component: ImmersionSection,
  args: { id: 'imersoes', backgrounds, activeIndex: 0, detailsHref: '/imersao-details' },
  argTypes: { activeIndex: { control: { type: 'range', min: 0, max: 2, step: 1 } } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ImmersionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const activeSrc = (canvasElement: HTMLElement) => canvasElement.querySelector('img[data-active="true"]')?.getAttribute('src');

/** First background shown; text panel with a link to the immersion details. */
export const FirstBackground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('home.immersion.title') })).toHaveAttribute('id', 'imersoes');
    await expect(canvas.getByRole('link', { name: t('home.immersion.cta') })).toHaveAttribute('href', href('/imersao-details'));
    await expect(activeSrc(canvasElement)).toBe(backgrounds[0]!.src);
  },
};

export const SecondBackground: Story = {
  args: { activeIndex: 1 },
  play: async ({ canvasElement }) => expect(activeSrc(canvasElement)).toBe(backgrounds[1]!.src),
};

export const ThirdBackground: Story = {
  args: { activeIndex: 2 },
  play: async ({ canvasElement }) => expect(activeSrc(canvasElement)).toBe(backgrounds[2]!.src),
};
