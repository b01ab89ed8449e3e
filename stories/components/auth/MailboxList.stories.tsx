import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MailboxList } from '@/components/auth';
import { href, t } from '../../support/t';

/** The e-mails as the mock server sends them (English); sentAt is shown in the UI language (decorator below). */

const messages = [
  {
    id: 'm2',
    to: 'demo@example.com',
    subject: 'Password reset',
    body: 'Hello Ana Demo, use the link below to choose a new password. It expires in one hour and works once.',
    link: '/reset-password/dS1kZW1v/rt-abc',
    sentAt: '2025-04-02T12:00:00',
  },
  {
    id: 'm1',
    to: 'demo@example.com',
    subject: 'Password reset',
    body: '<b>Not HTML</b>: text is shown as typed.',
    sentAt: '2025-04-01T09:30:00',
  },
];

const meta = {
  title: 'Components/Auth/MailboxList',
  tags: ['status:stable'],
  component: MailboxList,
  args: { status: 'loaded', messages, onRefresh: fn(), emptyActionPath: '/recuperar-senha' },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'loaded'] } },
  decorators: [
    // The mailbox page shows each sent_at in the visitor's language ('2 abr. 2025, 12:00', '2 Apr 2025, 12:00').
    (Story, { args, globals }) => {
      const format = new Intl.DateTimeFormat(globals.locale === 'en' ? 'en-GB' : 'pt-PT', {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      const messages = args.messages?.map((message) => {
        const sent = new Date(message.sentAt);
        return Number.isNaN(sent.getTime()) ? message : { ...message, sentAt: format.format(sent) };
      });
      return Story({ args: { ...args, messages } });
    },
  ],
} satisfies Meta<typeof MailboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  tags: ['state:loading'],
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('mailbox.loading'));
  },
};

export const Error: Story = {
  tags: ['state:error'],
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('mailbox.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('mailbox.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('mailbox.count', { count: 0 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('mailbox.emptyAction') })).toHaveAttribute('href', href('/recuperar-senha'));
  },
};

/** Plain text only; the reset link is an in-site link. */
export const WithMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: t('mailbox.openLink') })).toHaveAttribute(
      'href',
      href('/reset-password/dS1kZW1v/rt-abc'),
    );
    await expect(canvas.getByText('<b>Not HTML</b>: text is shown as typed.')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
