import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMMERCE } from '@machines/shared';
import { FreeShippingNotice } from '@/components/commerce';
import { t } from '../../support/t';

/** The notice's sentence for an amount still missing (amounts are pt-PT euros in both languages). */
const missing = (amount: string) => t('cart.freeShipping.missing', { threshold: '50,00 €', amount });

/** The whole text, nothing before or after. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const meta = {
  title: 'Components/Commerce/FreeShippingNotice',
  tags: ['status:stable'],
  component: FreeShippingNotice,
  args: { missingCents: 2111, subtotalCents: 2890, thresholdCents: COMMERCE.freeShippingAboveCents },
  argTypes: { missingCents: { control: { type: 'number', min: 0 } }, subtotalCents: { control: { type: 'number', min: 0 } } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FreeShippingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The rule and what is missing in one sentence, amounts formatted with Intl (pt-PT euros). */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(exactly(missing('21,11 €')));
  },
};

/** €14,00 in the cart: 36,01 € missing reads as "above 50,00 €", not as a rounding bug. */
export const FarFromThreshold: Story = {
  args: { missingCents: 3601, subtotalCents: 1400 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(missing('36,01 €'));
  },
};

/** Exactly €50,00: one cent more is needed ("above"). */
export const AtThreshold: Story = {
  args: { missingCents: 1, subtotalCents: 5000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(missing('0,01 €'));
  },
};

export const Reached: Story = {
  args: { missingCents: 0, subtotalCents: 5001 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('cart.freeShipping.reached'));
  },
};
