import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EbookCard } from '@/components/catalog/EbookCard';
import { books } from '@/data/books';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/** The wishlist heart's name for book 5 (its title in the toolbar's language). */
const heartOfBook5 = () => t('books.wishlist', { title: t('catalog.books.5.title') });

const meta = {
  title: 'Components/Catalog/EbookCard',
  tags: ['status:stable'],
  component: EbookCard,
  args: {
    id: 5,
    title: tk('catalog.books.5.title'),
    subtitle: tk('catalog.books.5.subtitle'),
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
    await expect(canvas.getByText(t('books.ebookBadge'))).toBeVisible();
    await expect(canvas.queryByText(/€/)).toBeNull();
    const download = canvas.getByRole('link', { name: t('books.downloadLabel', { title: t('catalog.books.5.title') }) });
    await expect(download).toHaveAttribute('href', '/pdfs/rotinas-sensoriais-guia-pratico.pdf');
    await expect(download).toHaveAttribute('download', 'rotinas-sensoriais-guia-pratico.pdf');
    await expect(download).not.toHaveAttribute('target');
    await userEvent.click(canvas.getByRole('button', { name: heartOfBook5() }));
    await expect(args.onToggleWishlist).toHaveBeenCalledTimes(1);
  },
};

export const Wishlisted: Story = {
  args: { wishlisted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: heartOfBook5() })).toHaveAttribute('aria-pressed', 'true');
  },
};
