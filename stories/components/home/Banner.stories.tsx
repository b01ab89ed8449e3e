import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Banner } from '@/components/home/Banner';
import { images } from '@/data/images';
import { expectDescriptiveLinkText } from '../../support/links';

const meta = {
  title: 'Components/Home/Banner',
  component: Banner,
  args: {
    name: 'Helena Marques',
    image: { ...images.hero, alt: 'Ilustração de uma criança num baloiço terapêutico' },
    moreInfoHref: '/#cursos',
    contactHref: '/#contact',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** h1, text with the educator's name, 'more info' to #cursos (its full name says 'about the courses'); the hero image is eager with high fetch priority and has its size. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Formação que transforma a prática');
    await expect(canvas.getByText(/criados por Helena Marques/)).toBeVisible();
    const more = canvas.getByRole('link', { name: 'Mais informações sobre os cursos' });
    await expect(more).toHaveAttribute('href', '/#cursos');
    await expect(canvas.getByText('Mais informações')).toBeVisible();
    await expectDescriptiveLinkText(more);
    const img = canvas.getByRole('img', { name: 'Ilustração de uma criança num baloiço terapêutico' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '900');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('link', { name: 'More information about the courses' });
    await expect(more).toBeVisible();
    await expectDescriptiveLinkText(more);
  },
};
