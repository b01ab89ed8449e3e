import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as NotFoundPage } from '@/pages/not-found/NotFoundPage';

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
    await waitFor(() => expect(document.title).toMatch(/^Página não encontrada \| /));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <PageHarness path="*" url="/missing" Component={NotFoundPage} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};
