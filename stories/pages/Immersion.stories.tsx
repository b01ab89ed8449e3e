import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { expectDescriptiveLinkText } from '../support/links';
import { Component as ImmersionDetailsPage } from '@/pages/immersion/ImmersionDetailsPage';

/** /imersao-details — hero, overview, formats, five steps, a six-photo gallery with an enlarged view, next steps. */
const meta = {
  title: 'Pages/Immersion',
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/imersao-details" url="/imersao-details" Component={ImmersionDetailsPage} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).queryByRole('dialog');

/** Every block of the page. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Imersão prática em integração sensorial' })).toBeVisible();
    const highlights = canvas.getByRole('region', { name: 'Uma experiência de aprendizagem completa' });
    await expect(within(highlights).getAllByRole('listitem')).toHaveLength(3);
    const more = canvas.getAllByRole('link', { name: /^Mais informações sobre \S/ });
    await expect(more).toHaveLength(3);
    for (const link of more) await expectDescriptiveLinkText(link);
    await expect(more.map((link) => link.getAttribute('href'))).toEqual([
      '/contact?subject=immersion-weekend',
      '/contact?subject=immersion-clinical',
      '/contact?subject=immersion-teams',
    ]);
    const steps = within(canvas.getByRole('region', { name: 'Como funciona' })).getByRole('list');
    await expect(steps.tagName).toBe('OL');
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: /^Ampliar foto/ })).toHaveLength(6);
    await expect(within(canvas.getByRole('region', { name: 'Próximos passos' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: /Contactar/ }).length).toBeGreaterThanOrEqual(2);
  },
};

/** A photo opens enlarged; the close button closes it and focus returns to the thumbnail. */
export const GalleryOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumb = await canvas.findByRole('button', { name: /^Ampliar foto 2:/ });
    await userEvent.click(thumb);
    const modal = await within(document.body).findByRole('dialog', { name: 'Foto 2 de 6' });
    await expect(within(modal).getByRole('img')).toHaveAttribute('src', '/images/gallery/gallery-2.webp');
    await userEvent.click(within(modal).getByRole('button', { name: 'Fechar janela' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(thumb).toHaveFocus();
  },
};

/** In the enlarged view the arrow keys (and buttons) move between photos, wrapping; Escape closes. */
export const GalleryKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Ampliar foto 6:/ }));
    await within(document.body).findByRole('dialog', { name: 'Foto 6 de 6' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(document.body).findByRole('dialog', { name: 'Foto 1 de 6' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const modal = await within(document.body).findByRole('dialog', { name: 'Foto 5 de 6' });
    await userEvent.click(within(modal).getByRole('button', { name: /Foto seguinte/ }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Foto 6 de 6' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
  },
};

/** A click outside the photo (on the backdrop) closes the enlarged view. */
export const GalleryBackdropClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Ampliar foto 1:/ }));
    const modal = await within(document.body).findByRole('dialog', { name: 'Foto 1 de 6' });
    await userEvent.pointer({ keys: '[MouseLeft]', target: modal, coords: { clientX: 2, clientY: 2 } });
    await waitFor(() => expect(dialog()).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  },
};
