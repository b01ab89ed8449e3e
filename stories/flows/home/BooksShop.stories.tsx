import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BooksShopSection } from '@/pages/home/BooksShopSection';
import { PageHarness } from '../../support/PageHarness';
import { signToken } from '../../../mocks/jwt';
import { booksShopMachine } from '@machines/home';
import { href, language, pattern, t } from '../../support/t';

/**
 * The home books shop with its machine (machines/home/booksShop.machine.ts: 300 ms debounce, tabs, clear filters)
 * and the real app providers (auth gate, wishlist store, toasts).
 */
const meta = {
  title: 'Flows/BooksShop',
  component: BooksShopSection,
  parameters: {
    router: false,
    layout: 'fullscreen',
    machine: booksShopMachine,
    statesWithoutStory: {
      debouncing: 'only for 300 ms after a keystroke: Search With Results and No Results pass through it',
    },
  },
  render: () => <PageHarness path="/" url="/" Component={BooksShopSection} />,
  beforeEach: () => {
    localStorage.removeItem('access');
    localStorage.removeItem('refresh');
    localStorage.removeItem('isLoggedIn');
    localStorage.removeItem('wishlistItems');
    localStorage.removeItem('wishlist');
  },
} satisfies Meta<typeof BooksShopSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');
const titles = (canvasElement: HTMLElement) => cards(canvasElement).map((card) => within(card).getByRole('heading').textContent);
const search = (canvasElement: HTMLElement) => within(canvasElement).getByRole('searchbox', { name: t('books.searchLabel') });

function logIn() {
  const access = signToken({ user_id: 'u-demo', email: 'demo@example.com', token_type: 'access' }, 3600);
  const refresh = signToken({ user_id: 'u-demo', email: 'demo@example.com', token_type: 'refresh' }, 86400);
  localStorage.setItem('access', access);
  localStorage.setItem('refresh', refresh);
  localStorage.setItem('isLoggedIn', 'true');
}

/** Printed books are the default tab. */
export const PrintedTab: Story = {
  parameters: { machineState: 'settled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: t('books.tabs.impresso') })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(canvasElement)).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: pattern('books.moreInfoLabel', { title: '.+' }) })[0]).toHaveAttribute(
      'href',
      href('/book/1'),
    );
  },
};

export const AllTab: Story = {
  parameters: { machineState: 'settled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('books.tabs.all') }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
  },
};

/**
 * A tap on a tab is answered by the tab alone: the first state drawn after it shows the tab chosen and the cards
 * and count of the tab before; the cards follow once the tap has been answered.
 */
export const AnsweredInTheEvent: Story = {
  parameters: { machineState: 'settled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await canvas.findByRole('tab', { name: t('books.tabs.all') });
    await expect(cards(canvasElement)).toHaveLength(4);
    const count = canvas.getByRole('status');
    const before = count.textContent;
    // The first state drawn with the tab chosen: a change to the page is seen in the microtask after it is made,
    // before any further task can run.
    const firstDrawn = new Promise<{ count: string | null; cards: number }>((resolve) => {
      const observer = new MutationObserver(() => {
        if (all.getAttribute('aria-selected') !== 'true') return;
        observer.disconnect();
        resolve({ count: count.textContent, cards: cards(canvasElement).length });
      });
      observer.observe(canvasElement, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    all.click();
    await expect(await firstDrawn).toEqual({ count: before, cards: 4 });
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await expect(count).toHaveTextContent(t('books.results', { count: 8 }));
  },
};

/** eBooks: badge, no price, a download link to /pdfs/{file}.pdf. */
export const EbooksTab: Story = {
  parameters: { machineState: 'settled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('books.tabs.ebook') }));
    const links = await canvas.findAllByRole('link', { name: pattern('books.downloadLabel', { title: '.+' }) });
    await expect(cards(canvasElement)).toHaveLength(4);
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/pdfs\/[a-z0-9-]+\.pdf$/);
  },
};

/** Debounced (300 ms, timing covered by machines/home/booksShop.machine.test.ts and the e2e spec), case-insensitive title search. */
export const SearchWithResults: Story = {
  parameters: { machineState: 'settled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('books.tabs.all') }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    // Typed in capitals (the search ignores case): the four 'Sensoria…' / 'Sensory' titles match.
    await userEvent.type(search(canvasElement), language() === 'pt' ? 'SENSORIA' : 'SENSORY');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4));
    await expect(titles(canvasElement)).toEqual([1, 3, 5, 8].map((id) => t(`catalog.books.${id}.title`)));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('books.results', { count: 4 }));
  },
};

/** No match: no_books_find and a clear-filters button that empties the search and returns to printed books. */
export const NoResults: Story = {
  tags: ['state:empty'],
  parameters: { machineState: 'settled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('books.tabs.ebook') }));
    await userEvent.type(search(canvasElement), 'zzz');
    await expect(await canvas.findByRole('heading', { name: t('no_books_find') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('books.clearFilters') }));
    await expect(search(canvasElement)).toHaveValue('');
    await expect(canvas.getByRole('tab', { name: t('books.tabs.impresso') })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4));
  },
};

/** Logged out: the heart sends the visitor to /login. */
export const LoggedOutHeart: Story = {
  parameters: { machineState: 'settled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('books.wishlist', { title: t('catalog.books.2.title') }) }),
    );
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
  },
};

/** Logged in: the heart toggles the book and shows the add / remove toast. */
export const LoggedInHeart: Story = {
  parameters: { machineState: 'settled' },
  beforeEach: logIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = await canvas.findByRole('button', { name: t('books.wishlist', { title: t('catalog.books.2.title') }) });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByText(t('add_book_wishlist'))).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('wishlistItems') ?? '[]')).toEqual([{ id: 2, type: 'book' }]);
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(await canvas.findByText(t('remove_book_wishlist'))).toBeVisible();
  },
};
