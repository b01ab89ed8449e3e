import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EbookCard } from '@/components/catalog/EbookCard';
import { books } from '@/data/books';

const meta = {
  title: 'Components/Catalog/EbookCard',
  component: EbookCard,
  args: {
    id: 5,
    title: 'Rotinas Sensoriais',
    subtitle: 'Guia prático para famílias',
    author: 'Teresa Valadares',
    cover: books[4]!.image,
    downloadHref: '/pdfs/rotinas-sensoriais-guia-pratico.pdf',
    wishlisted: false,
    onToggleWishlist: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EbookCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** eBook badge, no price, and a download link to the static PDF (download attribute, same tab). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('eBook')).toBeVisible();
    await expect(canvas.queryByText(/€/)).toBeNull();
    const download = canvas.getByRole('link', { name: 'Descarregar PDF de «Rotinas Sensoriais»' });
    await expect(download).toHaveAttribute('href', '/pdfs/rotinas-sensoriais-guia-pratico.pdf');
    await expect(download).toHaveAttribute('download', 'rotinas-sensoriais-guia-pratico.pdf');
    await expect(download).not.toHaveAttribute('target');
    await userEvent.click(canvas.getByRole('button', { name: /lista de desejos/ }));
    await expect(args.onToggleWishlist).toHaveBeenCalledTimes(1);
  },
};

export const Wishlisted: Story = {
  args: { wishlisted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /lista de desejos/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Download PDF of “Rotinas Sensoriais”' })).toBeInTheDocument();
  },
};
