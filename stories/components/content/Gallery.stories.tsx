import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Gallery } from '@/components/content/Gallery';
import { images, immersionGalleryNames } from '@/data/images';

const photos = immersionGalleryNames.map((name, index) => ({ ...images[name], alt: `Fotografia ${index + 1} da imersão` }));

const meta = {
  title: 'Components/Content/Gallery',
  component: Gallery,
  args: {
    photos,
    openIndex: null,
    onOpen: fn(),
    onClose: fn(),
    onNext: fn(),
    onPrevious: fn(),
    labels: {
      open: (index: number, alt: string) => `Ampliar foto ${index}: ${alt}`,
      dialogTitle: (index: number, total: number) => `Foto ${index} de ${total}`,
      previous: 'Foto anterior',
      next: 'Foto seguinte',
      hint: 'Use as setas do teclado para mudar de foto.',
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
    const thumbs = canvas.getAllByRole('button', { name: /^Ampliar foto/ });
    await expect(thumbs).toHaveLength(6);
    await userEvent.click(thumbs[3] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(3);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The enlarged view: title, photo, previous / next buttons, arrow keys and the close button. */
export const Open: Story = {
  args: { openIndex: 2 },
  play: async ({ args }) => {
    const modal = await within(document.body).findByRole('dialog', { name: 'Foto 3 de 6' });
    await expect(within(modal).getByRole('img', { name: 'Fotografia 3 da imersão' })).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: /Foto seguinte/ }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(within(modal).getByRole('button', { name: 'Fechar janela' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
