import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as NotFoundPage } from '@/pages/not-found/NotFoundPage';
import { pageTitle } from '@/pages/content/helpers';

const meta = {
  title: 'Pages/NotFound',
  parameters: { router: false, layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path: a friendly message and links home and to contact. */
export const UnknownPath: Story = {
  render: () => <PageHarness path="*" url="/nao-existe" Component={NotFoundPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Falar connosco' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe(pageTitle('Página não encontrada')));
    // Not to be indexed (it answers 200): the robots meta is in <head> while the page is shown.
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <PageHarness path="*" url="/missing" Component={NotFoundPage} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(pageTitle('Page not found')));
  },
};
