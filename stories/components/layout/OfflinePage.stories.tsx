import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflinePage } from '@/components/layout';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/**
 * What the page area shows when a page's code could not be fetched because the connection is gone (#39):
 * the header and footer stay around it, and the page tries again by itself once the browser is back online.
 */
const meta = {
  title: 'Components/Layout/OfflinePage',
  tags: ['status:stable', 'state:error'],
  component: OfflinePage,
  args: {
    title: tk('connection.offlineTitle'),
    text: tk('connection.offlineText'),
    retryLabel: tk('connection.retry'),
    onRetry: fn(),
  },
} satisfies Meta<typeof OfflinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message and its "try again" button, which asks for the page again. */
export const Offline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('connection.offlineTitle') })).toBeVisible();
    await expect(canvas.getByText(t('connection.offlineText'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('connection.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A try is under way: the button is busy and a second press does nothing. */
export const Retrying: Story = {
  tags: ['state:loading'],
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: t('connection.retry') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
