import type { ProductType } from '@machines/commerce';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { COMMERCE, TIMINGS } from '@machines/shared';
import { CartView } from '@/components/commerce';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';
import { lineBook1, lineBook2, lineCourse2, totalsBelow, totalsFree } from './fixtures';

/** A fixture with its catalogue title as a translation key: the pages show titles in the visitor's language. */
const titled = <Item extends { type: ProductType; id: number }>(item: Item): Item => ({
  ...item,
  title: tk(`catalog.${item.type}s.${item.id}.title`),
});

const emptyTotals = {
  count: 0,
  subtotalCents: 0,
  shippingCents: 0,
  totalCents: 0,
  missingForFreeShippingCents: 5001,
  freeShippingAboveCents: COMMERCE.freeShippingAboveCents,
};

const waitFade = async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
};

const meta = {
  title: 'Components/Commerce/CartView',
  tags: ['status:stable'],
  component: CartView,
  parameters: { layout: 'fullscreen' },
  args: {
    items: [titled({ ...lineBook1, quantity: 1 }), titled({ ...lineBook2, quantity: 1 })],
    totals: totalsBelow,
    status: 'idle',
    isLoggedIn: true,
    onQuantityChange: fn(),
    onRemove: fn(),
    onCheckout: fn(),
    fadeInDelayMs: TIMINGS.cartFadeIn,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'creating', 'redirecting', 'failed'] },
    isLoggedIn: { control: 'boolean' },
  },
  play: async () => waitFade(),
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  tags: ['state:empty'],
  args: { items: [], totals: emptyTotals },
  play: async ({ canvasElement }) => {
    await waitFade();
    await expect(within(canvasElement).getByRole('heading', { name: t('cart.empty.title') })).toBeVisible();
  },
};

export const BelowFreeShipping: Story = {};

export const FreeShipping: Story = {
  args: { items: [titled(lineBook1), titled(lineCourse2)], totals: totalsFree },
};

export const Creating: Story = { tags: ['state:loading'], args: { status: 'creating' } };

export const LoggedOut: Story = { args: { isLoggedIn: false } };
