import type { ProductType } from '@machines/commerce';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartItemRow } from '@/components/commerce';
import { expectImagesUncropped } from '../../support/images';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';
import { lineBook1, lineBook2, lineCourse2 } from './fixtures';

/** A fixture with its catalogue title as a translation key: the pages show titles in the visitor's language. */
const titled = <Item extends { type: ProductType; id: number }>(item: Item): Item => ({
  ...item,
  title: tk(`catalog.${item.type}s.${item.id}.title`),
});

const meta = {
  title: 'Components/Commerce/CartItemRow',
  tags: ['status:stable'],
  component: CartItemRow,
  args: { item: titled(lineBook1), onQuantityChange: fn(), onRemove: fn(), disabled: false },
  argTypes: { item: { control: 'object' }, disabled: { control: 'boolean' } },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 820 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof CartItemRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Book: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = t('catalog.books.1.title');
    await expect(canvas.getByRole('link', { name: title })).toHaveAttribute('href', href('/book/1'));
    await expect(canvas.getByText('28,00 €')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('cart.removeLabel', { title }) }));
    await expect(args.onRemove).toHaveBeenCalled();
    await expectImagesUncropped(canvasElement);
  },
};

/** A course cover (8:5) keeps its shape in the row: nothing of its printed title is cut. */
export const Course: Story = {
  args: { item: titled(lineCourse2) },
  play: async ({ canvasElement }) => {
    await expectImagesUncropped(canvasElement);
  },
};

export const StockLimit: Story = { args: { item: titled(lineBook2) } };

/** While a checkout is being created the controls are disabled. */
export const Disabled: Story = { args: { disabled: true } };
