import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrintedBookCard } from '@/components/catalog/PrintedBookCard';
import { books } from '@/data/books';
import { expectImagesUncropped } from '../../support/images';
import { expectDescriptiveLinkText } from '../../support/links';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

/** The wishlist heart's name for book 1 (its title in the toolbar's language). */
const heartOfBook1 = () => t('books.wishlist', { title: t('catalog.books.1.title') });

const meta = {
  title: 'Components/Catalog/PrintedBookCard',
  tags: ['status:stable'],
  component: PrintedBookCard,
  args: {
    id: 1,
    title: tk('catalog.books.1.title'),
    subtitle: tk('catalog.books.1.subtitle'),
    author: 'Teresa Valadares',
    cover: books[0]!.image,
    price: 14,
    href: '/book/1',
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
} satisfies Meta<typeof PrintedBookCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Cover, price and a 'more info' link to /book/{id} that names the book (visually hidden words); no discount badge. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: t('catalog.books.1.title') })).toBeVisible();
    await expect(canvas.getByText('14,00 €')).toBeVisible();
    await expect(canvas.queryByText(/^-\d+%$/)).toBeNull();
    const more = canvas.getByRole('link', { name: t('books.moreInfoLabel', { title: t('catalog.books.1.title') }) });
    await expect(more).toHaveAttribute('href', href('/book/1'));
    await expect(more).not.toHaveAttribute('aria-label');
    await expect(canvas.getByText(t('books.moreInfo'))).toBeVisible();
    await expectDescriptiveLinkText(more);
    await userEvent.click(canvas.getByRole('button', { name: heartOfBook1() }));
    await expect(args.onToggleWishlist).toHaveBeenCalledTimes(1);
    await expectImagesUncropped(canvasElement);
  },
};

/** Book 3: discount badge and the original price struck through. */
export const Discounted: Story = {
  args: {
    id: 3,
    title: tk('catalog.books.3.title'),
    subtitle: tk('catalog.books.3.subtitle'),
    cover: books[2]!.image,
    price: 16,
    originalPrice: 24.99,
    discount: 36,
    href: '/book/3',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('books.discount', { discount: 36 }))).toBeVisible();
    const original = canvas.getByText('24,99 €');
    await expect(original.closest('s')).not.toBeNull();
    await expect(canvas.getByText('16,00 €')).toBeVisible();
  },
};

/** In the wishlist: the heart is pressed. */
export const Wishlisted: Story = {
  args: { wishlisted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: heartOfBook1() })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A broken cover keeps its box (width/height) so nothing shifts. */
export const BrokenCover: Story = {
  args: { cover: { src: '/images/books/missing.webp', width: 600, height: 900 } },
};
