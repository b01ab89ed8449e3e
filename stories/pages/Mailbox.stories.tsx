import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as MailboxPage } from '@/pages/mock/MailboxPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';
import { fault } from '../../mocks/scenarios';
import { db } from '../../mocks/db';
import { href, t } from '../support/t';

/** /mock-mailbox (mocks on only): the e-mails the mock backend 'sent', read through GET /__mock/mailbox. */
const meta = {
  title: 'Pages/Mailbox',
  component: MailboxPage,
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/mock-mailbox" url="/mock-mailbox" Component={MailboxPage} />,
  beforeEach: () => {
    resetAccounts();
    return resetAccounts;
  },
} satisfies Meta<typeof MailboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No e-mails yet: 'Nenhuma mensagem' and a link to the password recovery page. */
export const Empty: Story = {
  tags: ['state:empty'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('mailbox.count', { count: 0 }), {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('mailbox.emptyAction') })).toHaveAttribute('href', href('/recuperar-senha'));
  },
};

/** A reset e-mail: plain text, and its link opens the reset page in the site. */
export const WithResetMail: Story = {
  beforeEach: () => {
    db.update((d) => {
      d.mailbox.unshift({
        id: 'mail-1',
        to: 'demo@example.com',
        subject: 'Password reset',
        body: 'Hello Ana Demo, use the link below to choose a new password. <script>alert(1)</script>',
        link: '/reset-password/dS1kZW1v/rt-1',
        sent_at: '2025-04-02T12:00:00.000Z',
        read: false,
      });
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('mailbox.count', { count: 1 }), {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('mailbox.openLink') }));
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/reset-password/dS1kZW1v/rt-1');
  },
};

/** A link that is not a same-site path is not offered. */
export const ForeignLinkDropped: Story = {
  beforeEach: () => {
    db.update((d) => {
      d.mailbox.unshift({
        id: 'm',
        to: 'a@b.co',
        subject: 'Phish',
        body: 'Click',
        link: '//evil.example/x',
        sent_at: '2025-04-02T12:00:00.000Z',
        read: false,
      });
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Phish', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('mailbox.openLink') })).toBeNull();
  },
};

/** The mailbox cannot be read: an error alert. */
export const Error: Story = {
  tags: ['state:error'],
  parameters: { msw: { handlers: { mailbox: [fault('get', '/__mock/mailbox', 'server')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(t('mailbox.error'));
  },
};
