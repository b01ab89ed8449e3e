import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ItemCard, ItemCardNote } from '@/components/commerce';
import { Badge, Button, Icon, Price } from '@/components/ui';
import { books, courses } from '@/data';
import { formatCents } from '@/lib/format';
import { expectImagesUncropped } from '../../support/images';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';
import { atViewport } from '../../support/viewports';

const addToCart = fn();
const remove = fn();

const cardActions = (
  <>
    <Button size="sm" onClick={addToCart} iconLeft={<Icon name="cart" size={16} />}>
      <T k="wishlist.addToCart" />
    </Button>
    <Button size="sm" variant="outline" onClick={remove} iconLeft={<Icon name="trash" size={16} />}>
      <T k="wishlist.remove" />
    </Button>
  </>
);

const rowActions = (
  <Button variant="ghost" size="sm" onClick={remove} iconLeft={<Icon name="trash" size={18} />}>
    <T k="cart.remove" />
  </Button>
);

/**
 * The anatomy of the cart line and the wishlist card: thumbnail (never cropped), title linking to the product,
 * the lines under it and an actions area. `layout="row"` is a list line (`li`), `layout="card"` a grid tile
 * (`article` named by its title heading).
 */
const meta = {
  title: 'Components/Commerce/ItemCard',
  tags: ['status:stable'],
  component: ItemCard,
  args: {
    layout: 'card',
    title: tk('catalog.books.1.title'),
    href: '/book/1',
    image: books[0]!.image,
    children: <Price amount={14} />,
    actions: cardActions,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['card', 'row'] },
    image: { control: 'object' },
    badge: { control: false },
    children: { control: false },
    actions: { control: false },
  },
  decorators: [
    (Story, { args }) =>
      args.layout === 'row' ? (
        <ul style={{ listStyle: 'none', padding: 0, maxWidth: 820 }}>
          <Story />
        </ul>
      ) : (
        <div style={{ maxWidth: 400 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A tile: the title heading names the card; the thumbnail links too but is out of the tab order, so one link is announced. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = t('catalog.books.1.title');
    await expect(canvas.getByRole('article', { name: title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', href('/book/1'));
    const thumbnail = canvasElement.querySelector('a[aria-hidden="true"]');
    await expect(thumbnail).toHaveAttribute('href', href('/book/1'));
    await expect(thumbnail).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByText('14,00 €')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('wishlist.addToCart') }));
    await expect(addToCart).toHaveBeenCalled();
    await expectImagesUncropped(canvasElement);
  },
};

/** A list line: the title is a link (no heading), with a type badge and the unit price under it. */
export const Row: Story = {
  args: {
    layout: 'row',
    title: tk('catalog.courses.2.title'),
    href: '/course/2',
    image: courses[1]!.image,
    badge: (
      <Badge tone="primary">
        <T k="cart.type.course" />
      </Badge>
    ),
    children: (
      <ItemCardNote>
        <T k="cart.unitPrice" />: {formatCents(35000)}
      </ItemCardNote>
    ),
    actions: rowActions,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('link', { name: t('catalog.courses.2.title') })).toHaveAttribute('href', href('/course/2'));
    await expect(canvas.getByText(t('cart.type.course'))).toBeVisible();
    await expect(canvas.getByText(`${t('cart.unitPrice')}: 350,00 €`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('cart.remove') }));
    await expect(remove).toHaveBeenCalled();
    await expectImagesUncropped(canvasElement);
  },
};

/** On a phone a row's actions go under the thumbnail and the title, over a rule. */
export const RowOnPhone: Story = {
  ...Row,
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('link', { name: t('catalog.courses.2.title') });
    const button = within(canvasElement).getByRole('button', { name: t('cart.remove') });
    const thumbnail = canvasElement.querySelector('img')!;
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(thumbnail.getBoundingClientRect().bottom);
  },
};

/** From 768 px a row's actions sit at the end of the line, beside the title. */
export const RowOnDesktop: Story = {
  ...Row,
  globals: atViewport('wide'),
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('link', { name: t('catalog.courses.2.title') });
    const button = within(canvasElement).getByRole('button', { name: t('cart.remove') });
    await expect(button.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
    await expect(button.getBoundingClientRect().top).toBeLessThan(title.getBoundingClientRect().bottom);
  },
};

/** A discounted eBook: a badge above the title and the original price struck through. */
export const WithDiscount: Story = {
  args: {
    title: tk('catalog.books.6.title'),
    href: '/book/6',
    image: books[5]!.image,
    badge: (
      <Badge tone="info">
        <T k="wishlist.ebook" />
      </Badge>
    ),
    children: <Price amount={7.99} original={11.49} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('wishlist.ebook'))).toBeVisible();
    await expect(canvas.getByText('11,49 €').closest('s')).not.toBeNull();
    await expect(canvas.getByText('7,99 €')).toBeVisible();
  },
};

/** Nothing to buy: a muted note instead of a price, a sold-out badge, and only the remove action. */
export const Unavailable: Story = {
  args: {
    children: (
      <>
        <ItemCardNote>
          <T k="wishlist.noPrice" />
        </ItemCardNote>
        <Badge tone="danger">
          <T k="wishlist.soldOut" />
        </Badge>
      </>
    ),
    actions: (
      <Button size="sm" variant="outline" onClick={remove} iconLeft={<Icon name="trash" size={16} />}>
        <T k="wishlist.remove" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('wishlist.noPrice'))).toBeVisible();
    await expect(canvas.getByText(t('wishlist.soldOut'))).toBeVisible();
    await expect(canvas.queryByText(/€/)).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** Without actions there is no actions area: the card ends with its last line. */
export const WithoutActions: Story = {
  args: { actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    const body = canvas.getByRole('heading', { level: 3 }).parentElement!;
    await expect(body.lastElementChild).toContainElement(canvas.getByText('14,00 €'));
  },
};

/** Without an image the thumbnail keeps its box, so the title lines up with the others of the list. */
export const WithoutImage: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    const card = canvas.getByRole('article', { name: t('catalog.books.1.title') });
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading.getBoundingClientRect().left - card.getBoundingClientRect().left).toBeGreaterThan(80);
  },
};
