import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Component as WishlistPage } from '@/pages/wishlist/WishlistPage';
import { PageHarness } from '../../support/PageHarness';
import { clearCommerceStorage, euros, logIn, seedWishlist, shownTitle } from './commerceSupport';
import { wishlistMachine } from '@machines/commerce';
import { TIMINGS } from '@machines/shared';
import { advanceClock, resetStoryClock, withStoryClock } from '../../support/storyClock';
import { href, pattern, t } from '../../support/t';

/**
 * The guarded wishlist page with the real wishlist and cart stores (machines/commerce/wishlist.machine.ts, machines/commerce/cart.machine.ts),
 * seeded through localStorage. Messages are app toasts that auto-hide after 3 s.
 */
const meta = {
  title: 'Flows/Wishlist',
  component: WishlistPage,
  parameters: {
    router: false,
    layout: 'fullscreen',
    machine: wishlistMachine,
    statesWithoutStory: {
      loading: 'transient: always-transition (reads, migrates or cleans the stored list at start; see Migrated Legacy List)',
    },
  },
  render: () => <PageHarness path="/wishlist" url="/wishlist" Component={WishlistPage} />,
  beforeEach: () => {
    clearCommerceStorage();
    logIn();
  },
} satisfies Meta<typeof WishlistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The polite live region of the notifications area, when it holds the text. */
const toast = (el: HTMLElement, text: string) =>
  [
    ...within(el)
      .getByRole('region', { name: t('ui.notifications') })
      .querySelectorAll('[aria-live="polite"]'),
  ].find((node) => node.textContent?.includes(text));

export const Empty: Story = {
  tags: ['state:empty'],
  parameters: { machineState: 'ready' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('wishlist.empty.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('wishlist.empty.action') })).toHaveAttribute('href', href('/'));
  },
};

export const WithBooksAndCourses: Story = {
  parameters: { machineState: 'ready' },
  beforeEach: () =>
    seedWishlist([
      { id: 1, type: 'book' },
      { id: 6, type: 'book' },
      { id: 8, type: 'book' },
      { id: 2, type: 'course' },
      { id: 5, type: 'course' },
    ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const books = await canvas.findByRole('region', { name: t('wishlist.books') });
    const courses = canvas.getByRole('region', { name: t('wishlist.courses') });
    await expect(within(books).getAllByRole('article')).toHaveLength(3);
    await expect(within(courses).getAllByRole('article')).toHaveLength(2);
    await expect(within(books).getByRole('link', { name: shownTitle({ type: 'book', id: 1 }) })).toHaveAttribute(
      'href',
      href('/book/1'),
    );
    await expect(within(books).getByText(euros(1400))).toBeVisible();
    // Book 8 is sold out: no add to cart. Course 5 has no price: no add-to-cart button at all.
    await expect(within(books).getByText(t('wishlist.soldOut'))).toBeVisible();
    await expect(within(courses).getByText(t('wishlist.noPrice'))).toBeVisible();
    await expect(
      within(courses).getAllByRole('button', { name: pattern('wishlist.addToCartLabel', { title: '.+' }) }),
    ).toHaveLength(1);
  },
};

/** Legacy `wishlist` of bare ids is migrated as books. */
export const MigratedLegacyList: Story = {
  name: 'Wishlist saved by the old site: converted',
  parameters: { machineState: 'ready' },
  beforeEach: () => localStorage.setItem('wishlist', '[3, 5]'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const books = await canvas.findByRole('region', { name: t('wishlist.books') });
    await expect(within(books).getAllByRole('article')).toHaveLength(2);
    await expect(localStorage.getItem('wishlist')).toBeNull();
    await expect(JSON.parse(localStorage.getItem('wishlistItems') ?? '[]')).toEqual([
      { id: 3, type: 'book' },
      { id: 5, type: 'book' },
    ]);
  },
};

/** Corrupt stored data is logged and replaced by an empty list. */
export const CorruptData: Story = {
  name: 'Unreadable saved wishlist: starts empty',
  tags: ['state:empty'],
  parameters: { machineState: 'ready' },
  beforeEach: () => localStorage.setItem('wishlistItems', '{broken'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: t('wishlist.empty.title') })).toBeVisible();
    await expect(localStorage.getItem('wishlistItems')).toBe('[]');
  },
};

export const AddedToCart: Story = {
  parameters: { machineState: 'ready' },
  beforeEach: () => seedWishlist([{ id: 3, type: 'book' }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('wishlist.addToCartLabel', { title: shownTitle({ type: 'book', id: 3 }) }) }),
    );
    await waitFor(() => expect(toast(canvasElement, t('wishlist.added'))).toBeTruthy());
    await expect(canvas.getByRole('button', { name: t('wishlist.inCart') })).toBeDisabled();
    await expect(JSON.parse(localStorage.getItem('cart') ?? '{}').value).toMatchObject([
      { type: 'book', id: 3, quantity: 1, price: 16 },
    ]);
  },
};

/** Remove: the item goes, and 'Removido da lista de desejos' shows, then hides after 3 s (simulated time). */
export const RemovedMessage: Story = {
  parameters: { machineState: 'ready' },
  decorators: [withStoryClock],
  beforeEach: () => {
    resetStoryClock();
    seedWishlist([
      { id: 2, type: 'book' },
      { id: 3, type: 'course' },
    ]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('wishlist.removeLabel', { title: shownTitle({ type: 'book', id: 2 }) }) }),
    );
    await waitFor(() => expect(toast(canvasElement, t('wishlist.removed'))).toBeTruthy());
    await expect(canvas.queryByRole('region', { name: t('wishlist.books') })).toBeNull();
    await expect(canvas.getByRole('region', { name: t('wishlist.courses') })).toBeVisible();
    await userEvent.unhover(canvas.getByRole('region', { name: t('wishlist.courses') }));
    advanceClock(TIMINGS.toast - 1);
    await expect(toast(canvasElement, t('wishlist.removed'))).toBeTruthy();
    advanceClock(1);
    await waitFor(() => expect(toast(canvasElement, t('wishlist.removed'))).toBeUndefined());
  },
};

/** Guarded: logged out goes to /login. */
export const LoggedOutRedirect: Story = {
  beforeEach: () => clearCommerceStorage(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location-probe')).toHaveTextContent('/login');
  },
};
