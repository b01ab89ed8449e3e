import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { useCart, useWishlist } from '@/features/commerce';
import { PageHarness } from '../../support/PageHarness';
import { resetAccounts, seedDemoSession, seedExpiredSession } from '../../support/accounts';
import { book1, seedCart, seedLastProduct, seedWishlist } from '../commerce/commerceSupport';
import { DEMO_USER } from '../../../mocks/db';
import { issueTokens } from '../../../mocks/handlers/auth';
import { apiPath, fault } from '../../../mocks/scenarios';
import { authSessionMachine } from '@machines/auth';
import { t } from '../../support/t';

/**
 * machines/auth/authSession.machine.ts through the real AuthProvider (AppStateProviders): a probe page shows what
 * the header reads from useAuth(). States: loggedOut, loggedIn (profile loading -> name), expired,
 * and a login that storage refused to keep (logged in for this page only, with a notice).
 */
function SessionProbe() {
  const { t: translate } = useTranslation();
  const auth = useAuth();
  const cart = useCart();
  const wishlist = useWishlist();
  return (
    <main>
      <h1>Sessão</h1>
      <dl>
        <dt>status</dt>
        <dd data-testid="status">{auth.status}</dd>
        <dt>isLoggedIn</dt>
        <dd data-testid="is-logged-in">{String(auth.isLoggedIn)}</dd>
        <dt>userName</dt>
        <dd data-testid="user-name">{auth.userName ?? '—'}</dd>
        <dt>sessionKept</dt>
        <dd data-testid="session-kept">{String(auth.sessionKept)}</dd>
        <dt>cart</dt>
        <dd data-testid="cart-count">{cart.count}</dd>
        <dt>wishlist</dt>
        <dd data-testid="wishlist-count">{wishlist.items.length}</dd>
      </dl>
      <p data-testid="hover">
        {auth.status === 'expired'
          ? translate('auth.expired')
          : auth.isLoggedIn
            ? translate('auth.greeting', { name: auth.userName ?? '' })
            : translate('auth.loggedOut')}
      </p>
      <Link to="/other">Outra página</Link>
      <button type="button" onClick={() => auth.loginSucceeded(issueTokens(DEMO_USER))}>
        Entrar
      </button>
      <button type="button" onClick={auth.logout}>
        Sair
      </button>
    </main>
  );
}

const meta = {
  title: 'Flows/AuthSession',
  component: SessionProbe,
  parameters: {
    router: false,
    layout: 'fullscreen',
    machine: authSessionMachine,
    statesWithoutStory: {
      saving: 'passes at once: the app writes storage synchronously and answers at once (see Session Not Kept)',
      evaluating: 'transient: always-transition to loggedIn, expired or loggedOut',
    },
  },
  render: () => (
    <PageHarness path="/" url="/" Component={SessionProbe} extraRoutes={[{ path: '/other', Component: SessionProbe }]} />
  ),
  beforeEach: () => {
    resetAccounts();
    return resetAccounts;
  },
} satisfies Meta<typeof SessionProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

const PROFILE = '/api/users/profile/';

/** loggedOut: no token; a stale isLoggedIn flag is removed. */
export const LoggedOut: Story = {
  parameters: { machineState: 'loggedOut' },
  beforeEach: () => {
    localStorage.setItem('isLoggedIn', 'true');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('status')).toHaveTextContent('loggedOut');
    await expect(canvas.getByTestId('hover')).toHaveTextContent(t('auth.loggedOut'));
    await waitFor(() => expect(localStorage.getItem('isLoggedIn')).toBeNull());
  },
};

/** loggedIn: valid token, the profile gives the name for the greeting. */
export const LoggedIn: Story = {
  parameters: { machineState: 'loggedIn.profileLoaded' },
  beforeEach: () => {
    seedDemoSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('status')).toHaveTextContent('loggedIn');
    await expect(await canvas.findByText(t('auth.greeting', { name: 'Ana Demo' }), {}, { timeout: 4000 })).toBeVisible();
  },
};

/** expired: a well-formed but expired token -> 'Your login has expired' (pt translation), isLoggedIn removed. */
export const Expired: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'expired' },
  beforeEach: () => {
    seedExpiredSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('status')).toHaveTextContent('expired');
    await expect(canvas.getByTestId('hover')).toHaveTextContent(t('auth.expired'));
    await expect(canvas.getByTestId('user-name')).toHaveTextContent('—');
    await waitFor(() => expect(localStorage.getItem('isLoggedIn')).toBeNull());
  },
};

/** Expired with the toolbar on English: Expired's checks, in English. */
export const ExpiredEnglish: Story = {
  tags: ['state:error'],
  ...Expired,
  globals: { locale: 'en' },
};

/** A token that does not decode counts as expired (the failure is logged). */
export const Undecodable: Story = {
  name: 'Saved login unreadable: counts as expired',
  tags: ['state:error'],
  parameters: { machineState: 'expired' },
  beforeEach: () => {
    localStorage.setItem('access', 'not-a-jwt');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('status')).toHaveTextContent('expired');
  },
};

/** ProfileFallback: an unexpected profile shape falls back to the top-level full_name. */
export const ProfileFallback: Story = {
  name: 'Profile in the other format: the name still shows',
  beforeEach: () => {
    seedDemoSession();
  },
  parameters: {
    machineState: 'loggedIn.profileLoaded',
    msw: {
      handlers: { profile: [http.get(apiPath(PROFILE), () => HttpResponse.json({ full_name: 'Nome de Topo', extra: true }))] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('user-name', {}, {})).toBeVisible();
    await expect(
      await within(canvasElement).findByText(t('auth.greeting', { name: 'Nome de Topo' }), {}, { timeout: 4000 }),
    ).toBeVisible();
  },
};

/** A 404 of the profile is only logged: still logged in. */
export const ProfileNotFound: Story = {
  name: 'Profile not found: still logged in',
  tags: ['state:error'],
  beforeEach: () => {
    seedDemoSession();
  },
  parameters: { machineState: 'loggedIn.profileFailed', msw: { handlers: { profile: [fault('get', PROFILE, 'notFound')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.getByTestId('status')).toHaveTextContent('loggedIn');
    await expect(localStorage.getItem('access')).not.toBeNull();
  },
};

/** A 401 of the profile logs out: tokens removed, /login. */
export const ProfileUnauthorized: Story = {
  name: 'Profile refused (401): logged out, on the login page',
  tags: ['state:error'],
  beforeEach: () => {
    seedDemoSession();
  },
  parameters: { machineState: 'loggedOut', msw: { handlers: { profile: [fault('get', PROFILE, 'unauthorized')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location-probe', {}, { timeout: 4000 })).toHaveTextContent('/login');
    await expect(localStorage.getItem('access')).toBeNull();
    await expect(localStorage.getItem('refresh')).toBeNull();
  },
};

/**
 * The machine holds the session; storage is its mirror. A route change re-checks the token the machine
 * holds, so storage losing the entry in this tab (no storage event) does not end the session.
 */
export const StorageIsAMirror: Story = {
  name: 'Login entry removed in this tab: still logged in',
  parameters: { machineState: 'loggedIn' },
  beforeEach: () => {
    seedDemoSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('status')).toHaveTextContent('loggedIn');
    localStorage.removeItem('access');
    await userEvent.click(canvas.getByRole('link', { name: 'Outra página' }));
    await expect(await canvas.findByRole('link', { name: 'Outra página' })).toBeVisible();
    await expect(canvas.getByTestId('status')).toHaveTextContent('loggedIn');
  },
};

/**
 * SessionNotKept: storage throws on every write (Safari blocking storage, a full quota). The login still
 * works for this page, across route changes, and a notice says it will not survive closing the page.
 */
export const SessionNotKept: Story = {
  name: 'Browser blocks storage: logged in for this visit only',
  parameters: { machineState: 'loggedIn' },
  beforeEach: () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    return () => {
      Storage.prototype.setItem = setItem;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('status')).toHaveTextContent('loggedOut');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByTestId('status')).toHaveTextContent('loggedIn');
    await expect(canvas.getByTestId('session-kept')).toHaveTextContent('false');
    await expect(await canvas.findByText(t('auth.sessionNotKept'))).toBeVisible();
    await expect(localStorage.getItem('access')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Outra página' }));
    await waitFor(() => expect(canvas.getByTestId('user-name')).toHaveTextContent('Ana Demo'), { timeout: 4000 });
    await expect(canvas.getByTestId('status')).toHaveTextContent('loggedIn');
  },
};

/** Session Not Kept with the toolbar on English: its checks, in English. */
export const SessionNotKeptEnglish: Story = { ...SessionNotKept, globals: { locale: 'en' } };

/** Logout on a shared computer: the cart, the wishlist and the last product are forgotten too. */
export const LogoutForgetsCartAndWishlist: Story = {
  parameters: { machineState: 'loggedOut' },
  beforeEach: () => {
    seedDemoSession();
    seedCart([book1]);
    seedWishlist([
      { id: 1, type: 'book' },
      { id: 2, type: 'course' },
    ]);
    localStorage.setItem('wishlist', '[3]');
    seedLastProduct({ bookId: 1, title: book1.title, price: book1.price });
  },
  // /login shows the probe too, so the in-memory cart and wishlist can be read after the redirect.
  render: () => (
    <PageHarness path="/" url="/" Component={SessionProbe} extraRoutes={[{ path: '/login', Component: SessionProbe }]} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('cart-count')).toHaveTextContent('1');
    await expect(canvas.getByTestId('wishlist-count')).toHaveTextContent('3');
    await expect(await canvas.findByText(t('auth.greeting', { name: 'Ana Demo' }), {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('loggedOut'));
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('0');
    await expect(canvas.getByTestId('wishlist-count')).toHaveTextContent('0');
    for (const key of ['cart', 'wishlistItems', 'wishlist', 'lastCheckedProduct'])
      await expect(localStorage.getItem(key)).toBeNull();
  },
};

/** Logout: tokens and flag removed, name cleared, /login. */
export const Logout: Story = {
  parameters: { machineState: 'loggedOut' },
  beforeEach: () => {
    seedDemoSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('auth.greeting', { name: 'Ana Demo' }), {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
    for (const key of ['access', 'refresh', 'isLoggedIn']) await expect(localStorage.getItem(key)).toBeNull();
  },
};

/** Another tab logged out: the `storage` event re-evaluates the session here too. */
export const OtherTabLogout: Story = {
  parameters: { machineState: 'loggedOut' },
  beforeEach: () => {
    seedDemoSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('status')).toHaveTextContent('loggedIn');
    localStorage.removeItem('access');
    localStorage.removeItem('refresh');
    window.dispatchEvent(new StorageEvent('storage', { key: 'access', oldValue: 'x', newValue: null }));
    await expect(await canvas.findByText('loggedOut')).toBeVisible();
    await expect(canvas.getByTestId('user-name')).toHaveTextContent('—');
  },
};
