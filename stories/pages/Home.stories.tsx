import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as HomePage } from '@/pages/home/HomePage';
import { PageHarness } from '../support/PageHarness';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/" url="/" Component={HomePage} />,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section in the SPEC order, with the anchors the header links to. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Formação que transforma a prática');
    const ids = [...canvasElement.querySelectorAll('section[id]')].map((section) => section.id);
    await expect(ids).toEqual(['cursos', 'mentorias', 'livros', 'about', 'imersoes', 'lancamentos', 'testemunhos', 'contact']);
    await expect(canvas.getByRole('link', { name: 'Mais informações' })).toHaveAttribute('href', '/#cursos');
    // The hero image is the only eager image; everything below the fold is lazy.
    const eager = [...canvasElement.querySelectorAll('img')].filter((img) => img.getAttribute('loading') !== 'lazy');
    await expect(eager.map((img) => img.getAttribute('src'))).toEqual(['/images/sections/hero.webp']);
    await expect(canvasElement.querySelectorAll('img:not([width]), img:not([height])')).toHaveLength(0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(
      'Training that transforms practice',
    );
  },
};
