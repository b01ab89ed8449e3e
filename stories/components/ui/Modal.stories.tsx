import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Image, Modal, Text, type ModalProps } from '@/components/ui';
import { imageAltKey, images } from '@/data/images';
import { T, tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/** The immersion gallery's first photo, with its alternative text in the toolbar's language. */
function GalleryPhoto() {
  const { t: translate } = useTranslation();
  return <Image {...images.immersionGallery1} alt={translate(imageAltKey('immersionGallery1'))} loading="eager" fit="contain" />;
}

/** An opener button and the modal, as a page would wire them. */
function ModalDemo(args: ModalProps) {
  // `open` is the initial state; the demo then controls it like a page would.
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <T k="common.moreInfo" />
      </Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/UI/Modal',
  tags: ['status:stable'],
  component: Modal,
  args: {
    open: false,
    onClose: fn(),
    title: tk('mentorship.formats.0.title'),
    size: 'md',
    children: (
      <>
        <Text>
          <T k="mentorship.formats.0.text" />
        </Text>
        <Button>
          <T k="mentorship.cta" />
        </Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg', 'full'] },
    title: { control: 'text' },
    children: { control: false },
    open: { control: 'boolean', description: 'Initial state in these stories' },
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opens from a button; Escape closes it, focus returns to the button and the page scrolls again. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: t('common.moreInfo') });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: t('mentorship.formats.0.title') });
    await expect(dialog).toBeVisible();
    await expect(document.body.style.overflow).toBe('hidden');
    // Focus moved into the dialog.
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
    await expect(document.body.style.overflow).toBe('');
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common.moreInfo') }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.closeDialog') }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t('common.moreInfo') })).toHaveFocus();
  },
};

/** A click on the dimmed backdrop closes it; a click inside does not. */
export const BackdropClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common.moreInfo') }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByText(t('mentorship.formats.0.text')));
    await expect(canvas.getByRole('dialog')).toBeVisible();
    // Clicks on ::backdrop are dispatched to the <dialog> element itself.
    await userEvent.click(dialog);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Named by a heading inside the content instead of `title`. */
export const LabelledBy: Story = {
  args: {
    title: undefined,
    labelledBy: 'cookie-title',
    children: (
      <>
        <Heading as="h2" size="md" id="cookie-title">
          <T k="cookies.preferencesTitle" />
        </Heading>
        <Text>
          <T k="cookies.text" />
        </Text>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common.moreInfo') }));
    await expect(await canvas.findByRole('dialog', { name: t('cookies.preferencesTitle') })).toBeVisible();
  },
};

/**
 * The wide size; the dialog is as tall as its content. Opened by its button, in the play function only, so the
 * Docs pages that show it (this one, Guidance / UI / Modal) never open a modal over themselves on load.
 */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.moreInfo') }));
    const dialog = await within(canvasElement).findByRole('dialog', { name: t('mentorship.formats.0.title') });
    await expect(dialog.getBoundingClientRect().height).toBeLessThan(window.innerHeight / 2);
  },
};

/** Full-screen media viewer, named with ariaLabel. */
export const FullScreen: Story = {
  args: {
    size: 'full',
    title: undefined,
    ariaLabel: tk('immersion.galleryDialogTitle', { index: 1, total: 6 }),
    children: <GalleryPhoto />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common.moreInfo') }));
    const dialog = await canvas.findByRole('dialog', { name: t('immersion.galleryDialogTitle', { index: 1, total: 6 }) });
    await expect(within(dialog).getByRole('img', { name: t(imageAltKey('immersionGallery1')) })).toBeVisible();
  },
};
