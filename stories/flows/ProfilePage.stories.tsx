import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { Component as ProfilePage } from '@/pages/profile/ProfilePage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts, seedDemoSession, seedExpiredSession } from '../support/accounts';
import { apiPath, fault } from '../../mocks/scenarios';
import { profileHandlers } from '../../mocks/handlers/profile';
import { profilePageMachine } from '@machines/profilePage';

/**
 * machines/profilePage.ts with the real /profile page: loading -> loaded | empty | error (retry) | unauthorized.
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

/** loading: 'A carregar o perfil…'. */
export const Loading: Story = {
  parameters: { machineState: 'loading', msw: { handlers: { profile: [fault('get', PROFILE, 'hang')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('A carregar o perfil…')).toBeVisible();
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
    await expect(value('Idade')).toBe(`${age} anos`);
    await expect(value('Data de nascimento')).toBe('17 de maio de 1990');
    await expect(value('Género')).toBe('Feminino');
    await expect(value('Telefone')).toBe('+351912345678');
    await expect(value('País')).toBe('Portugal');
    await expect(value('E-mail')).toBe('demo@example.com');
  },
};

/** The other response shape (the body itself, with birthday) and missing values. */
export const LoadedTopLevelShape: Story = {
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
    await expect(canvas.getByText('1 de janeiro de 2000')).toBeVisible();
    await expect(canvas.getAllByText('Não indicado')).toHaveLength(3);
  },
};

/** error + retry: the server message (or 'Server error'); retry loads again. */
export const ErrorRetry: Story = {
  parameters: {
    ...profile(
      http.get(apiPath(PROFILE), () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }), { once: true }),
    ),
    machineState: 'loaded',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Database unavailable');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ana Demo' }, { timeout: 4000 })).toBeVisible();
  },
};

export const ServerErrorFallback: Story = {
  parameters: { ...profile(fault('get', PROFILE, 'server', { error: '' })), machineState: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Erro do servidor');
  },
};

export const NetworkError: Story = {
  parameters: { ...profile(fault('get', PROFILE, 'network')), machineState: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Não foi possível carregar o perfil',
    );
  },
};

export const NetworkErrorEnglish: Story = {
  ...NetworkError,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Failed to load profile',
    );
  },
};

/** empty: 'Empty profile data received', with retry. */
export const Empty: Story = {
  parameters: {
    ...profile(http.get(apiPath(PROFILE), () => HttpResponse.json({ success: true, user: {} }))),
    machineState: 'empty',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Foram recebidos dados de perfil vazios', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** unauthorized: an expired token gets a 401, which clears the access token and redirects to /login. */
export const UnauthorizedRedirect: Story = {
  parameters: { machineState: 'unauthorized' },
  beforeEach: () => {
    seedExpiredSession();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location-probe', {}, { timeout: 4000 })).toHaveTextContent('/login');
    await expect(localStorage.getItem('access')).toBeNull();
  },
};

/** No access token at all: straight to /login, no call. */
export const NoTokenRedirect: Story = {
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Terminar sessão' }, { timeout: 4000 }));
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
    await expect(localStorage.getItem('access')).toBeNull();
    await expect(localStorage.getItem('refresh')).toBeNull();
    await expect(localStorage.getItem('isLoggedIn')).toBeNull();
  },
};
