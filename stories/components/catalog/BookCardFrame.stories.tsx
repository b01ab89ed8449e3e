import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookCardFrame } from '@/components/catalog';
import { Badge, ButtonLink, ExternalButtonLink, Icon } from '@/components/ui';
import { books } from '@/data/books';
import { expectImagesUncropped } from '../../support/images';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

/** The wishlist heart's name for a book (its title in the toolbar's language). */
const heartOf = (id: number) => t('books.wishlist', { title: t(`catalog.books.${id}.title`) });

const moreInfo = (
  <ButtonLink to="/book/1" variant="outline" size="sm" fullWidth iconRight={<Icon name="arrowRight" size={16} />}>
    <T k="books.moreInfo" />
  </ButtonLink>
);

/**
 * The anatomy of a book in the shop, shared by PrintedBookCard and EbookCard: the whole cover with badges and
 * the wishlist heart over it, the title heading, subtitle and author, and a footer (price, call to action)
 * held at the bottom of the card.
 */
const meta = {
  title: 'Components/Catalog/BookCardFrame',
  tags: ['status:stable'],
  component: BookCardFrame,
  args: {
    title: tk('catalog.books.1.title'),
    subtitle: tk('catalog.books.1.subtitle'),
    author: 'Teresa Valadares',
    cover: books[0]!.image,
    wishlisted: false,
    onToggleWishlist: fn(),
    price: 14,
    children: moreInfo,
  },
  argTypes: {
    price: { control: 'number' },
    originalPrice: { control: 'number' },
    badges: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookCardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Title as a level-3 heading, subtitle, author, price and the call to action; no badge; the heart toggles. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: t('catalog.books.1.title') })).toBeVisible();
    await expect(canvas.getByText(t('catalog.books.1.subtitle'))).toBeVisible();
    await expect(canvas.getByText(t('books.by', { author: 'Teresa Valadares' }))).toBeVisible();
    await expect(canvas.getByText('14,00 €')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('books.moreInfo') })).toHaveAttribute('href', href('/book/1'));
    await expect(canvas.queryByText(/^-\d+%$/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: heartOf(1) }));
    await expect(args.onToggleWishlist).toHaveBeenCalledTimes(1);
    await expectImagesUncropped(canvasElement);
  },
};

/** A discount badge over the cover and the original price struck through. */
export const WithDiscount: Story = {
  args: {
    title: tk('catalog.books.3.title'),
    subtitle: tk('catalog.books.3.subtitle'),
    cover: books[2]!.image,
    price: 16,
    originalPrice: 24.99,
    badges: (
      <Badge tone="accent" solid>
        <T k="books.discount" options={{ discount: 36 }} />
      </Badge>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByText(t('books.discount', { discount: 36 }));
    await expect(badge).toBeVisible();
    // The cover's box: the image, or the <picture> around it when the cover has smaller copies (#36).
    const image = canvasElement.querySelector('img')!;
    const cover = (image.closest('picture') ?? image).parentElement!;
    await expect(cover).toContainElement(badge);
    await expect(canvas.getByText('24,99 €').closest('s')).not.toBeNull();
    await expect(canvas.getByText('16,00 €')).toBeVisible();
  },
};

/** An eBook: its badge, no price, and a download link as the call to action. */
export const WithoutPrice: Story = {
  args: {
    title: tk('catalog.books.5.title'),
    subtitle: tk('catalog.books.5.subtitle'),
    cover: books[4]!.image,
    price: undefined,
    badges: (
      <Badge tone="info" solid icon={<Icon name="book" size={14} />}>
        <T k="books.ebookBadge" />
      </Badge>
    ),
    children: (
      <ExternalButtonLink
        href="/pdfs/rotinas-sensoriais-guia-pratico.pdf"
        download="rotinas-sensoriais-guia-pratico.pdf"
        newTab={false}
        size="sm"
        fullWidth
        iconLeft={<Icon name="download" size={16} />}
      >
        <T k="books.download" />
      </ExternalButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('books.ebookBadge'))).toBeVisible();
    await expect(canvas.queryByText(/€/)).toBeNull();
    await expect(canvas.getByRole('link', { name: t('books.download') })).toHaveAttribute(
      'download',
      'rotinas-sensoriais-guia-pratico.pdf',
    );
  },
};

/** In the wishlist: the heart is pressed. */
export const Wishlisted: Story = {
  args: { wishlisted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: heartOf(1) })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Without subtitle and author only the title stands above the footer. */
export const TitleOnly: Story = {
  args: { subtitle: undefined, author: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(t('catalog.books.1.subtitle'))).toBeNull();
    await expect(canvas.queryByText(t('books.by', { author: 'Teresa Valadares' }))).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3 }).nextElementSibling).toContainElement(canvas.getByText('14,00 €'));
  },
};

/** Side by side in a row, the footers line up however long the text above them is. */
export const FootersAlign: Story = {
  decorators: [
    (Story, { args }) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 260px)', gap: 16, width: 'max-content' }}>
        <Story />
        <BookCardFrame {...args} subtitle={undefined} author={undefined} />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const [full, bare] = within(canvasElement).getAllByRole('link', { name: t('books.moreInfo') });
    await expect(full!.getBoundingClientRect().bottom).toBeCloseTo(bare!.getBoundingClientRect().bottom, 0);
  },
};
