import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookPreview } from '@/admin/previews/BookPreview';
import type { ContentFile } from '@/admin/previews/contentFile';
// Entries of the catalogue as shipped: what the plays expect stays put while the educator edits content/.
import book1 from '../../../build/content/fixtures/catalogue-as-shipped/books/1.json';
import book5 from '../../../build/content/fixtures/catalogue-as-shipped/books/5.json';
import book8 from '../../../build/content/fixtures/catalogue-as-shipped/books/8.json';
import { language, t } from '../../support/t';

/** The admin's preview of a book (the entry being edited, content/books/<id>.json), in the toolbar's language. */
const meta = {
  title: 'Admin/Previews/BookPreview',
  tags: ['status:beta'],
  component: BookPreview,
  parameters: { layout: 'fullscreen' },
  args: { file: book1 as ContentFile },
} satisfies Meta<typeof BookPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A printed book: its card with the price and its page with the price, the buy box and the details. */
export const PrintedBook: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = book1[language()].title;
    await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getAllByText('14,00 €')).toHaveLength(2);
    await expect(canvas.getByText(book1.pt.isbn)).toBeVisible();
    await expect(canvas.getByText(book1[language()].tags[0]!)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('book.actions.buyNow') })).toBeEnabled();
  },
};

/** An eBook: the card offers its PDF instead of a price. */
export const Ebook: Story = {
  args: { file: book5 as ContentFile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: t('books.downloadLabel', { title: book5[language()].title }) }),
    ).toHaveAttribute('href', `/pdfs/${book5.pt.downloadUrl}.pdf`);
  },
};

/** Out of stock: the buy buttons are off and the page says why, as the shop's page does. */
export const OutOfStock: Story = {
  args: { file: book8 as ContentFile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('book.actions.buyNow') })).toBeDisabled();
    await expect(canvas.getByText(t('book.outOfStockNote'))).toBeVisible();
  },
};

/** A new entry, nothing filled in yet: the preview draws what there is instead of failing. */
export const NewEntry: Story = {
  args: { file: { pt: {}, en: {} } },
  // Its headings are empty until the editor writes a title, as the page's would be: nothing to scan yet.
  parameters: { a11y: { test: 'off' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};
