import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as NotFoundPage } from '@/pages/not-found/NotFoundPage';
import { pageTitle } from '@/seo/pageTitle';
import { href, t } from '../support/t';

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
    await expect(await canvas.findByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('notFound.home') })).toHaveAttribute('href', href('/'));
    await expect(canvas.getByRole('link', { name: t('notFound.contact') })).toHaveAttribute('href', href('/contact'));
    await waitFor(() => expect(document.title).toBe(pageTitle(t('notFound.title'))));
    // Not to be indexed (it answers 200): the robots meta is in <head> while the page is shown.
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  },
};

/** An unknown path in English: Unknown Path's checks, in English. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => <PageHarness path="*" url="/missing" Component={NotFoundPage} />,
  play: UnknownPath.play,
};
