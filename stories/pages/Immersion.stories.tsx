import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { expectDescriptiveLinkText } from '../support/links';
import { Component as ImmersionDetailsPage } from '@/pages/immersion/ImmersionDetailsPage';
import { href, pattern, t } from '../support/t';

/** /imersao-details — hero, overview, formats, five steps, a six-photo gallery with an enlarged view, next steps. */
const meta = {
  title: 'Pages/Immersion',
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/imersao-details" url="/imersao-details" Component={ImmersionDetailsPage} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).queryByRole('dialog');

/** The button that enlarges photo `index`, and the enlarged view's name for it. */
const enlarge = (index: number) => pattern('immersion.galleryOpen', { index: String(index), alt: '.+' });
const photo = (index: number) => t('immersion.galleryDialogTitle', { index, total: 6 });

/** Every block of the page. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('immersion.title') })).toBeVisible();
    const highlights = canvas.getByRole('region', { name: t('immersion.overviewTitle') });
    await expect(within(highlights).getAllByRole('listitem')).toHaveLength(3);
    const more = canvas.getAllByRole('link', { name: pattern('immersion.formatMoreInfo', { title: '\\S.*' }) });
    await expect(more).toHaveLength(3);
    // Each names its format, in order.
    const named = [0, 1, 2].map((i) =>
      canvas.getByRole('link', { name: t('immersion.formatMoreInfo', { title: t(`immersion.formats.${i}.title`) }) }),
    );
    await expect(more.every((link, i) => link === named[i])).toBe(true);
    for (const link of more) await expectDescriptiveLinkText(link);
    await expect(more.map((link) => link.getAttribute('href'))).toEqual([
      href('/contact?subject=immersion-weekend'),
      href('/contact?subject=immersion-clinical'),
      href('/contact?subject=immersion-teams'),
    ]);
    const steps = within(canvas.getByRole('region', { name: t('immersion.stepsTitle') })).getByRole('list');
    await expect(steps.tagName).toBe('OL');
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    await expect(
      canvas.getAllByRole('button', { name: pattern('immersion.galleryOpen', { index: '\\d+', alt: '.+' }) }),
    ).toHaveLength(6);
    await expect(
      within(canvas.getByRole('region', { name: t('immersion.nextStepsTitle') })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: t('immersion.cta') }).length).toBeGreaterThanOrEqual(2);
  },
};

/** A photo opens enlarged; the close button closes it and focus returns to the thumbnail. */
export const GalleryOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumb = await canvas.findByRole('button', { name: enlarge(2) });
    await userEvent.click(thumb);
    const modal = await within(document.body).findByRole('dialog', { name: photo(2) });
    await expect(within(modal).getByRole('img')).toHaveAttribute('src', '/images/gallery/gallery-2.webp');
    await userEvent.click(within(modal).getByRole('button', { name: t('ui.closeDialog') }));
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(thumb).toHaveFocus();
  },
};

/** In the enlarged view the arrow keys (and buttons) move between photos, wrapping; Escape closes. */
export const GalleryKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: enlarge(6) }));
    await within(document.body).findByRole('dialog', { name: photo(6) });
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(document.body).findByRole('dialog', { name: photo(1) })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const modal = await within(document.body).findByRole('dialog', { name: photo(5) });
    await userEvent.click(within(modal).getByRole('button', { name: t('immersion.galleryNext') }));
    await expect(await within(document.body).findByRole('dialog', { name: photo(6) })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
  },
};

/** A click outside the photo (on the backdrop) closes the enlarged view. */
export const GalleryBackdropClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: enlarge(1) }));
    const modal = await within(document.body).findByRole('dialog', { name: photo(1) });
    await userEvent.pointer({ keys: '[MouseLeft]', target: modal, coords: { clientX: 2, clientY: 2 } });
    await waitFor(() => expect(dialog()).toBeNull());
  },
};

/** The page in English: Overview's checks, in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: Overview.play,
};
