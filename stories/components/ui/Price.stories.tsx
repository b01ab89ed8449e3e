import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '@/components/ui';
import { t } from '../../support/t';

/** `text` as a pattern (for the translated labels inside a price). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const meta = {
  title: 'Components/UI/Price',
  tags: ['status:stable'],
  component: Price,
  args: { amount: 14.9, currency: 'EUR', size: 'md' },
  argTypes: {
    currency: { control: 'inline-radio', options: ['EUR', 'BRL'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    original: { control: 'number' },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * pt-PT euro: comma decimal, two decimals, in every UI language (Price formats per currency, not per language:
 * the same expected text in Portuguese and English).
 */
export const Euro: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^14,90\s€$/);
  },
};

/** A larger amount with the toolbar on English: still pt-PT euros (grouping space, decimal comma). */
export const EuroInEnglish: Story = {
  globals: { locale: 'en' },
  args: { amount: 1234.5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/1\s?234,50\s€/);
  },
};

export const WithOriginal: Story = {
  args: { amount: 19.9, original: 24.9 },
  play: async ({ canvasElement }) => {
    const struck = canvasElement.querySelector('s');
    await expect(struck).toHaveTextContent(new RegExp(`${escape(t('ui.originalPrice'))}\\s*24,90\\s€`));
    await expect(within(canvasElement).getByText(/19,90/)).toBeVisible();
  },
};

/** Launch prices are in Brazilian reais. */
export const BRL: Story = {
  args: { amount: 297, currency: 'BRL', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/R\$\s297,00/);
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** An "original" not above the amount is not a discount: only one price shows. */
export const NoDiscount: Story = {
  args: { amount: 19.9, original: 19.9 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};
