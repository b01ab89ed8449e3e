import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { Component as ProfilePage } from '@/pages/profile/ProfilePage';
import { PageHarness } from '../../support/PageHarness';
import { resetAccounts, seedDemoSession, seedExpiredSession } from '../../support/accounts';
import { apiPath, fault } from '../../../mocks/scenarios';
import { profileHandlers } from '../../../mocks/handlers/profile';
import { profilePageMachine } from '@machines/auth';
import { language, t } from '../../support/t';

/**
 * machines/auth/profilePage.machine.ts with the real /profile page: loading -> loaded | empty | error (retry) | unauthorized.
 * The page needs the access token, otherwise it redirects to /login.
 */
const meta = {
  title: 'Flows/ProfilePage',
  component: ProfilePage,
  parameters: { router: false, layout: 'fullscreen', machine: profilePageMachine },
  render: () => <PageHarness path="/profile" url="/profile" Component={ProfilePage} />,
  beforeEach: () => {
    resetAccounts();
    seedDemoSession();
    return resetAccounts;
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PROFILE = '/api/users/profile/';
const profile = (...handlers: RequestHandler[]) => ({ msw: { handlers: { profile: [...handlers, ...profileHandlers] } } });

/** loading: 'A carregar o perfil…' (profile.loading). */
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { machineState: 'loading', msw: { handlers: { profile: [fault('get', PROFILE, 'hang')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('profile.loading'))).toBeVisible();
  },
};

/** loaded: full_name, age from the birth date, gender, phone, birth date, country and email. */
export const Loaded: Story = {
  parameters: { machineState: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ana Demo' }, { timeout: 4000 })).toBeVisible();
    const value = (term: string) => canvas.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    const birth = new Date(1990, 4, 17);
    const today = new Date();
    const age = today.getFullYear() - 1990 - (today < new Date(today.getFullYear(), birth.getMonth(), birth.getDate()) ? 1 : 0);
    await expect(value(t('profile.fields.age'))).toBe(language() === 'pt' ? `${age} anos` : `${age} years`);
    await expect(value(t('profile.fields.birthDate'))).toBe(language() === 'pt' ? '17 de maio de 1990' : '17 May 1990');
    await expect(value(t('profile.fields.gender'))).toBe(t('register.genders.F'));
    await expect(value(t('profile.fields.phone'))).toBe('+351912345678');
    await expect(value(t('profile.fields.country'))).toBe('Portugal');
    await expect(value(t('profile.fields.email'))).toBe('demo@example.com');
  },
};

/** The other response shape (the body itself, with birthday) and missing values. */
export const LoadedTopLevelShape: Story = {
  name: 'Profile in the other format, some values missing',
  parameters: {
    ...profile(
      http.get(apiPath(PROFILE), () =>
        HttpResponse.json({ full_name: 'Rui Costa', email: 'rui@example.com', birthday: '2000-01-01', age: 25 }),
      ),
    ),
    machineState: 'loaded',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Rui Costa' }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText(language() === 'pt' ? '1 de janeiro de 2000' : '1 January 2000')).toBeVisible();
    await expect(canvas.getAllByText(t('profile.notProvided'))).toHaveLength(3);
  },
};

/** error + retry: the server message (or 'Server error'); retry loads again. */
export const ErrorRetry: Story = {
  name: 'Server error with a message: Try again loads again',
  tags: ['state:error'],
  parameters: {
    ...profile(
      http.get(apiPath(PROFILE), () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }), { once: true }),
    ),
    machineState: 'loaded',
    stateDetail: 'after a server error and Try again',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Database unavailable');
    await userEvent.click(canvas.getByRole('button', { name: t('profile.retry') }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ana Demo' }, { timeout: 4000 })).toBeVisible();
  },
};

/** error: a 500 without a message shows 'Erro do servidor' (profile.errors.server). */
export const ServerErrorFallback: Story = {
  name: 'Server error without a message: the generic message',
  tags: ['state:error'],
  parameters: { ...profile(fault('get', PROFILE, 'server', { error: '' })), machineState: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      t('profile.errors.server'),
    );
  },
};

/** error: no answer at all (network) shows 'Não foi possível carregar o perfil' (profile.errors.failed). */
export const NetworkError: Story = {
  tags: ['state:error'],
  parameters: { ...profile(fault('get', PROFILE, 'network')), machineState: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      t('profile.errors.failed'),
    );
  },
};

/** Network Error with the toolbar on English: its checks, in English. */
export const NetworkErrorEnglish: Story = {
  ...NetworkError,
  globals: { locale: 'en' },
};

/** empty: 'Empty profile data received', with retry. */
export const Empty: Story = {
  tags: ['state:empty'],
  parameters: {
    ...profile(http.get(apiPath(PROFILE), () => HttpResponse.json({ success: true, user: {} }))),
    machineState: 'empty',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('profile.errors.empty'), {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('profile.retry') })).toBeEnabled();
  },
};

/** unauthorized: the server refuses the token (401), which removes both tokens and redirects to /login. */
export const UnauthorizedRedirect: Story = {
  name: 'Login refused by the server (401): sent to the login page',
  tags: ['state:error'],
  parameters: { machineState: 'unauthorized', ...profile(fault('get', PROFILE, 'unauthorized')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location-probe', {}, { timeout: 4000 })).toHaveTextContent('/login');
    await expect(localStorage.getItem('access')).toBeNull();
    await expect(localStorage.getItem('refresh')).toBeNull();
  },
};

/** An expired session never reaches the page: its tokens are gone at expiry, so it is sent to /login at once. */
export const ExpiredRedirect: Story = {
  name: 'Login expired: sent to the login page, no token left',
  tags: ['state:error'],
  beforeEach: () => {
    seedExpiredSession();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location-probe', {}, { timeout: 4000 })).toHaveTextContent('/login');
    await expect(localStorage.getItem('access')).toBeNull();
    await expect(localStorage.getItem('refresh')).toBeNull();
    await expect(localStorage.getItem('sessionExpired')).toBe('true');
  },
};

/** No access token at all: straight to /login, no call. */
export const NoTokenRedirect: Story = {
  name: 'Not logged in: sent to the login page',
  beforeEach: () => {
    localStorage.removeItem('access');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location-probe')).toHaveTextContent('/login');
  },
};

/** The logout button ends the session: tokens removed and /login. */
export const Logout: Story = {
  parameters: { machineState: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('profile.logout') }, { timeout: 4000 }));
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
    await expect(localStorage.getItem('access')).toBeNull();
    await expect(localStorage.getItem('refresh')).toBeNull();
    await expect(localStorage.getItem('isLoggedIn')).toBeNull();
  },
};
