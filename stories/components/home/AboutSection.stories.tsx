import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AboutSection } from '@/components/home/AboutSection';
import { images } from '@/data/images';

const meta = {
  title: 'Components/Home/AboutSection',
  component: AboutSection,
  args: {
    id: 'about',
    name: 'Helena Marques',
    image: { ...images.about, alt: 'Sala de terapia com estantes' },
    detailHref: '/about-detail',
    defaultExpanded: false,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Collapsed: only the intro; 'Ler mais' (aria-expanded false) reveals the rest and becomes 'Ler menos'. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Olá, sou a Helena Marques' })).toHaveAttribute('id', 'about');
    const more = canvas.queryByText(/Ao longo do meu percurso/);
    await expect(more).not.toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Ler mais' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByText(/Ao longo do meu percurso/)).toBeVisible();
    const less = canvas.getByRole('button', { name: 'Ler menos' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    await expect(canvas.getByText(/Ao longo do meu percurso/)).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Conhecer o meu percurso' })).toHaveAttribute('href', '/about-detail');
  },
};

/** Expanded: the whole text and 'Ler menos'. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Hoje divido o meu tempo/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ler menos' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const English: Story = { globals: { locale: 'en' } };
