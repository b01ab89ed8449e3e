import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner } from '@/components/layout';
import { CONSENT } from '@/config/constants';
import { expectDescriptiveLinkText } from '../../support/links';
import { href, t } from '../../support/t';
import { atViewport } from '../../support/viewports';

const meta = {
  title: 'Components/Layout/CookieBanner',
  tags: ['status:stable'],
  component: CookieBanner,
  args: { onAccept: fn(), onDecline: fn(), withOverlay: true, autoFocus: true },
  parameters: {
    layout: 'fullscreen',
    // The banner and its overlay are fixed to the window: a Docs preview has no height of its own and would
    // show nothing. A height gives each preview a box (min-height, and a containing block for fixed
    // elements), and the banner sits at its bottom, as on the site.
    docs: { story: { height: '320px' } },
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** At the bottom with an overlay; focus moves into it; 'Saiba mais' (named 'Saiba mais na Política de Privacidade') goes to /privacy; both answers are reported. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: t('cookies.title') });
    // The focus moves in a frame after the banner is drawn (not inside the commit that draws it: #33).
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining(t('cookies.text')));
    await expect(canvas.getByTestId('cookie-overlay')).toBeVisible();
    const learnMore = canvas.getByRole('link', { name: t('cookies.learnMoreLabel') });
    await expect(learnMore).toHaveAttribute('href', href('/privacy'));
    await expect(canvas.getByText(t('cookies.learnMore'))).toBeVisible();
    await expectDescriptiveLinkText(learnMore);
    await userEvent.tab();
    await expect(learnMore).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('cookies.decline') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('cookies.accept') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('cookies.decline') }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

/** On the privacy and cookie policies the page stays readable: no overlay. */
export const WithoutOverlay: Story = {
  args: { withOverlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('cookie-overlay')).toBeNull();
    await expect(canvas.getByRole('dialog')).toHaveAttribute('aria-modal', 'false');
  },
};

/**
 * Before the app has read the visitor's answer (the first paint of a prerendered page): rendered, but hidden,
 * as for a visitor who has answered; nothing takes the focus.
 */
export const PendingAnswered: Story = {
  name: 'Before the answer is read: visitor answered before',
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByTestId('cookie-banner')).not.toBeVisible();
    await expect(canvas.getByTestId('cookie-overlay')).not.toBeVisible();
    await expect(canvas.getByTestId('cookie-banner')).not.toHaveFocus();
  },
};

/**
 * The same first paint for a visitor with no answer: the page's inline script marked `<html>`
 * (`consent-undecided`), so the banner and its overlay show before the app has started; focus waits for it.
 */
export const PendingUndecided: Story = {
  name: 'Before the answer is read: visitor with no answer',
  args: { pending: true },
  beforeEach: () => {
    document.documentElement.classList.add(CONSENT.undecidedClass);
    return () => document.documentElement.classList.remove(CONSENT.undecidedClass);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: t('cookies.title') });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByTestId('cookie-overlay')).toBeVisible();
    await expect(dialog).not.toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('cookies.accept') })).toBeVisible();
  },
};
