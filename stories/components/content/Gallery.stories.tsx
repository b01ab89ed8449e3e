import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Gallery } from '@/components/content/Gallery';
import { imageAltKey, images, immersionGalleryNames } from '@/data/images';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/** The immersion page's six photos with their alt texts (translation keys). */
const photos = immersionGalleryNames.map((name) => ({ ...images[name], alt: tk(imageAltKey(name)) }));

/** A photo's alt text in the story's language. */
const altOf = (index: number) => t(imageAltKey(immersionGalleryNames[index]!));

/** The whole text inside a longer name. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const meta = {
  title: 'Components/Content/Gallery',
  tags: ['status:stable'],
  component: Gallery,
  args: {
    photos,
    openIndex: null,
    onOpen: fn(),
    onClose: fn(),
    onNext: fn(),
    onPrevious: fn(),
    labels: {
      open: (index: number, alt: string) => t('immersion.galleryOpen', { index, alt }),
      dialogTitle: (index: number, total: number) => t('immersion.galleryDialogTitle', { index, total }),
      previous: tk('immersion.galleryPrevious'),
      next: tk('immersion.galleryNext'),
      hint: tk('immersion.galleryHint'),
    },
  },
  argTypes: { openIndex: { control: 'inline-radio', options: [null, 0, 1, 2, 3, 4, 5] } },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Six thumbnails, each a button; a click asks to open that photo. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const names = photos.map((_, index) => t('immersion.galleryOpen', { index: index + 1, alt: altOf(index) }));
    const thumbs = canvas.getAllByRole('button', { name: (name) => names.includes(name) });
    await expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual(names);
    await userEvent.click(thumbs[3] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(3);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The enlarged view: title, photo, previous / next buttons, arrow keys and the close button. */
export const Open: Story = {
  args: { openIndex: 2 },
  play: async ({ args }) => {
    const modal = await within(document.body).findByRole('dialog', {
      name: t('immersion.galleryDialogTitle', { index: 3, total: 6 }),
    });
    await expect(within(modal).getByRole('img', { name: altOf(2) })).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: containing(t('immersion.galleryNext')) }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(within(modal).getByRole('button', { name: t('ui.closeDialog') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
