import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ConsentActorContext, consentLogic } from '@/features/consent';
import { clearConsentCookie, readConsentCookie, useConsent } from '@/features/consent';
import { SiteCookieBanner } from '@/app/layout/SiteCookieBanner';
import { cookieConsentMachine } from '@machines/consent';
import { href, t } from '../../support/t';

function ConsentState() {
  const consent = useConsent();
  return (
    <p>
      State: <output data-testid="consent-state">{consent.status}</output>
      {consent.status !== 'undecided' && consent.status !== 'checking' && (
        <button type="button" onClick={consent.reopen}>
          Change answer
        </button>
      )}
    </p>
  );
}

/**
 * The real consent actor with the browser's cookie, the real banner container, and a button that
 * remounts everything (as a page reload would) to show the answer is remembered.
 */
function ConsentFlow({ logic = consentLogic }: { logic?: typeof consentLogic }) {
  const [generation, setGeneration] = useState(0);
  return (
    <div style={{ minHeight: 480 }}>
      <button type="button" onClick={() => setGeneration((g) => g + 1)}>
        Remount (reload)
      </button>
      <ConsentActorContext.Provider key={generation} logic={logic}>
        <ConsentState />
        <SiteCookieBanner />
      </ConsentActorContext.Provider>
    </div>
  );
}

const meta = {
  title: 'Flows/CookieConsent',
  component: ConsentFlow,
  parameters: { layout: 'fullscreen', machine: cookieConsentMachine },
  beforeEach: () => {
    clearConsentCookie();
    return () => clearConsentCookie();
  },
} satisfies Meta<typeof ConsentFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What the story shows before its play function (its state badge, its Docs render, its screenshot) is the state
 * its parameters name: the consent actor's status, which the flow prints. A play function checks it first.
 */
async function showsItsState(canvasElement: HTMLElement, machineState: unknown) {
  await waitFor(() => expect(within(canvasElement).getByTestId('consent-state')).toHaveTextContent(String(machineState)));
}

/** Clears the saved answer and remounts, as a first visit: the banner asks. */
async function firstVisit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  clearConsentCookie();
  await userEvent.click(canvas.getByRole('button', { name: 'Remount (reload)' }));
  return canvas.findByRole('dialog', { name: t('cookies.title') });
}

/** checking: the stored answer is being read; nothing is shown yet. */
export const Checking: Story = {
  name: 'Reading the saved answer: no banner yet',
  tags: ['state:loading'],
  parameters: { machineState: 'checking' },
  args: { logic: consentLogic.provide({ actors: { readDecision: fromPromise<unknown>(() => new Promise<unknown>(() => {})) } }) },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await showsItsState(canvasElement, parameters.machineState);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** undecided (first visit): the banner with Aceitar and Recusar and a 'Saiba mais' link to /privacy. */
export const Undecided: Story = {
  parameters: { machineState: 'undecided' },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await showsItsState(canvasElement, parameters.machineState);
    const banner = await canvas.findByRole('dialog', { name: t('cookies.title') });
    await expect(within(banner).getByRole('button', { name: t('cookies.accept') })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: t('cookies.decline') })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: t('cookies.learnMoreLabel') })).toHaveAttribute(
      'href',
      href('/privacy'),
    );
    await expect(canvas.getByTestId('cookie-overlay')).toBeVisible();
  },
};

/**
 * accepted: a saved 'accepted' hides the banner. From a first visit, Aceitar hides the banner, stores
 * cookieConsent=accepted, and it stays hidden after a reload.
 */
export const Accepted: Story = {
  parameters: { machineState: 'accepted' },
  beforeEach: () => {
    document.cookie = 'cookieConsent=accepted; path=/';
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await showsItsState(canvasElement, parameters.machineState);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const banner = await firstVisit(canvasElement);
    await userEvent.click(within(banner).getByRole('button', { name: t('cookies.accept') }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByTestId('consent-state')).toHaveTextContent('accepted');
    await expect(readConsentCookie()).toBe('accepted');
    await userEvent.click(canvas.getByRole('button', { name: 'Remount (reload)' }));
    await waitFor(() => expect(canvas.getByTestId('consent-state')).toHaveTextContent('accepted'));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/**
 * declined: a saved 'declined' hides the banner. From a first visit, Recusar only logs and records the answer;
 * the banner is gone and stays gone after a reload.
 */
export const Declined: Story = {
  parameters: { machineState: 'declined' },
  beforeEach: () => {
    document.cookie = 'cookieConsent=declined; path=/';
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await showsItsState(canvasElement, parameters.machineState);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const banner = await firstVisit(canvasElement);
    await userEvent.click(within(banner).getByRole('button', { name: t('cookies.decline') }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByTestId('consent-state')).toHaveTextContent('declined');
    await expect(readConsentCookie()).toBe('declined');
    await userEvent.click(canvas.getByRole('button', { name: 'Remount (reload)' }));
    await waitFor(() => expect(canvas.getByTestId('consent-state')).toHaveTextContent('declined'));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** A corrupt stored value counts as undecided: the banner is shown. */
export const CorruptCookie: Story = {
  name: 'Unreadable saved answer: the banner asks again',
  parameters: { machineState: 'undecided' },
  beforeEach: () => {
    document.cookie = 'cookieConsent=maybe%3F; path=/';
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await showsItsState(canvasElement, parameters.machineState);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

/**
 * Reopened (cookie policy page): an answered visitor (accepted) can bring the banner back and change the answer
 * (its play declines).
 */
export const Reopened: Story = {
  parameters: { machineState: 'accepted', stateDetail: 'its play reopens the banner and declines' },
  beforeEach: () => {
    document.cookie = 'cookieConsent=accepted; path=/';
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await showsItsState(canvasElement, parameters.machineState);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change answer' }));
    await userEvent.click(await canvas.findByRole('button', { name: t('cookies.decline') }));
    await expect(readConsentCookie()).toBe('declined');
  },
};
