import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppStateProviders } from '@/app/AppStateProviders';
import { SiteHeader } from '@/app/layout/SiteHeader';
import { Navbar } from '@/components/layout';
import { navEntries } from '@/app/layout/navEntries';
import { TIMINGS } from '@machines/shared';
import { atViewport } from '../../support/viewports';
import { navMenusMachine } from '@machines/navigation';
import { activeLanguage } from '@/i18n/localePath';
import { t } from '../../support/t';

function LocationProbe() {
  const { pathname, hash } = useLocation();
  return (
    <p data-testid="location-probe">
      {pathname}
      {hash}
    </p>
  );
}

/** The real header container (menus machine, auth, cart) above some page content. */
function HeaderFlow() {
  return (
    <AppStateProviders>
      <SiteHeader />
      <main style={{ padding: 24, minHeight: 600 }}>
        <h1>Conteúdo da página</h1>
        <LocationProbe />
      </main>
    </AppStateProviders>
  );
}

/** The presentational navbar frozen in one mobile-menu state (for the short-lived states). */
function MobileState({ state }: { state: 'opening' | 'closing' }) {
  const { t: translate, i18n } = useTranslation();
  return (
    <div style={{ minHeight: 900 }}>
      <Navbar
        brandName="Helena Marques"
        entries={navEntries(translate)}
        openMenu={null}
        onToggleMenu={fn()}
        onOpenMenu={fn()}
        onCloseMenu={fn()}
        onEscape={fn()}
        mobileState={state}
        onToggleMobile={fn()}
        onMobileNavigate={fn()}
        status="loggedOut"
        userName={null}
        onLogout={fn()}
        wishlistCount={0}
        cartCount={0}
        language={activeLanguage(i18n)}
        onChangeLanguage={fn()}
        backgroundOpacity={0.95}
      />
    </div>
  );
}

/**
 * The dropdown stories need the desktop navigation (from 768 px, `media.desktop`): they pin the wide
 * viewport (1024 px), so they run at a desktop width in the Storybook UI (even in a phone-sized window) and
 * in story tests, whatever the toolbar was set to; the mobile stories pin 360 px.
 */
const meta = {
  title: 'Flows/NavMenus',
  component: HeaderFlow,
  globals: atViewport('wide'),
  parameters: {
    layout: 'fullscreen',
    machine: navMenusMachine,
    statesWithoutStory: {
      'dropdown.trainings': 'shown during Dropdown Open and Only One Open, which end with another dropdown state',
      'dropdown.resources': 'shown during Closed By Escape and Only One Open, which end with another dropdown state',
      'mobile.navigating': 'only for the 10 ms between the end of the close and the navigation (see Mobile Navigate)',
    },
  },
  beforeEach: () => {
    localStorage.clear();
  },
} satisfies Meta<typeof HeaderFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = atViewport('mobile');

/** dropdown.trainings: clicking Formações opens it; a link in it navigates and closes it. */
export const DropdownOpen: Story = {
  parameters: { machineState: 'dropdown.none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t('nav.trainings') });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const courses = canvas.getByRole('link', { name: t('nav.courses') });
    await expect(courses).toBeVisible();
    await userEvent.click(courses);
    // The router draws the new address in a transition: a moment after the click on a busy machine.
    await waitFor(() => expect(canvas.getByTestId('location-probe')).toHaveTextContent('/#cursos'));
    // The header closes its menus in an effect after the navigation has rendered: in a built Storybook
    // (no act() around the click) that is a moment after the new address shows.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Only one dropdown (navigation or user) is open at a time. */
export const OnlyOneOpen: Story = {
  parameters: { machineState: 'dropdown.user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trainings = canvas.getByRole('button', { name: t('nav.trainings') });
    const resources = canvas.getByRole('button', { name: t('nav.resources') });
    const account = canvas.getByRole('button', { name: t('nav.accountMenu') });
    await userEvent.click(trainings);
    await userEvent.click(resources);
    await expect(trainings).toHaveAttribute('aria-expanded', 'false');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(account);
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t('nav.login') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('nav.publications') })).toBeNull();
  },
};

/** Escape closes the open dropdown and returns focus to its button. */
export const ClosedByEscape: Story = {
  parameters: { machineState: 'dropdown.none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resources = canvas.getByRole('button', { name: t('nav.resources') });
    resources.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: t('nav.books') })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await expect(resources).toHaveFocus();
    // Escape with focus outside the header closes too.
    await userEvent.click(resources);
    canvas.getByRole('heading', { name: 'Conteúdo da página' }).setAttribute('tabindex', '-1');
    canvas.getByRole('heading', { name: 'Conteúdo da página' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click outside the header closes the open dropdown. */
export const ClosedByOutsideClick: Story = {
  parameters: { machineState: 'dropdown.none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('button', { name: t('nav.accountMenu') });
    await userEvent.click(account);
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('heading', { name: 'Conteúdo da página' }));
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: t('nav.login') })).toBeNull();
  },
};

/** mobile.opening: rendered in its start position (it becomes open 10 ms later). */
export const MobileOpening: Story = {
  globals: mobile,
  parameters: { machineState: 'mobile.opening' },
  render: () => <MobileState state="opening" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mobile-menu')).toHaveAttribute('data-state', 'opening');
    await expect(canvas.getByRole('button', { name: t('nav.menu') })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** mobile.open: the hamburger opens the menu (opening, then open after 10 ms). */
export const MobileOpen: Story = {
  globals: mobile,
  parameters: { machineState: 'mobile.open' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: t('nav.menu') });
    await expect(canvas.getByTestId('mobile-menu')).not.toBeVisible();
    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByTestId('mobile-menu')).toHaveAttribute('data-state', 'open'));
    await waitFor(() =>
      expect(within(canvas.getByTestId('mobile-menu')).getByRole('link', { name: t('nav.contact') })).toBeVisible(),
    );
  },
};

/** mobile.closing: frozen in the 500 ms fade-out. */
export const MobileClosing: Story = {
  globals: mobile,
  parameters: { machineState: 'mobile.closing' },
  render: () => <MobileState state="closing" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('mobile-menu')).toHaveAttribute('data-state', 'closing');
  },
};

/** Closing takes the 500 ms delay; Escape starts it and returns focus to the hamburger. */
export const MobileClosedByEscape: Story = {
  globals: mobile,
  parameters: { machineState: 'mobile.closed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: t('nav.menu') });
    const menu = canvas.getByTestId('mobile-menu');
    await userEvent.click(hamburger);
    await waitFor(() => expect(menu).toHaveAttribute('data-state', 'open'));
    within(menu)
      .getByRole('link', { name: t('nav.courses') })
      .focus();
    const started = performance.now();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('data-state', 'closing');
    await expect(hamburger).toHaveFocus();
    await waitFor(() => expect(menu).toHaveAttribute('data-state', 'closed'), { timeout: 3000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(TIMINGS.mobileMenuClose - 50);
    await expect(menu).not.toBeVisible();
  },
};

/** Navigating from the mobile menu: it closes first (500 ms), then navigates 10 ms later. */
export const MobileNavigate: Story = {
  globals: mobile,
  parameters: { machineState: 'mobile.closed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByTestId('mobile-menu');
    await userEvent.click(canvas.getByRole('button', { name: t('nav.menu') }));
    await waitFor(() => expect(menu).toHaveAttribute('data-state', 'open'));
    const started = performance.now();
    await userEvent.click(within(menu).getByRole('link', { name: t('nav.contact') }));
    await expect(menu).toHaveAttribute('data-state', 'closing');
    await expect(canvas.getByTestId('location-probe')).toHaveTextContent('/');
    await waitFor(() => expect(canvas.getByTestId('location-probe')).toHaveTextContent('/contact'), { timeout: 3000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(TIMINGS.mobileMenuClose + TIMINGS.mobileMenuNavigate - 50);
    await expect(menu).not.toBeVisible();
  },
};

/** A click outside the open mobile menu closes it. */
export const MobileClosedByOutsideClick: Story = {
  globals: mobile,
  parameters: { machineState: 'mobile.closed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: t('nav.menu') });
    await userEvent.click(hamburger);
    await waitFor(() => expect(canvas.getByTestId('mobile-menu')).toHaveAttribute('data-state', 'open'));
    // The open panel covers the page below the bar on a phone; press on the page content underneath.
    canvas.getByTestId('location-probe').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitFor(() => expect(canvas.getByTestId('mobile-menu')).toHaveAttribute('data-state', 'closing'));
    await waitFor(() => expect(hamburger).toHaveAttribute('aria-expanded', 'false'), { timeout: 3000 });
  },
};
