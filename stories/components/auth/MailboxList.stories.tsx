import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MailboxList } from '@/components/auth';

const messages = [
  {
    id: 'm2',
    to: 'demo@example.com',
    subject: 'Password reset',
    body: 'Hello Ana Demo, use the link below to choose a new password. It expires in one hour and works once.',
    link: '/reset-password/dS1kZW1v/rt-abc',
    sentAt: '2 abr. 2025, 12:00',
  },
  {
    id: 'm1',
    to: 'demo@example.com',
    subject: 'Password reset',
    body: '<b>Not HTML</b>: text is shown as typed.',
    sentAt: '1 abr. 2025, 09:30',
  },
];

const meta = {
  title: 'Components/Auth/MailboxList',
  component: MailboxList,
  args: { status: 'loaded', messages, onRefresh: fn(), emptyActionPath: '/recuperar-senha' },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'loaded'] } },
} satisfies Meta<typeof MailboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('A carregar mensagens…');
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível ler a caixa de correio de teste.');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhuma mensagem')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Recuperar senha' })).toHaveAttribute('href', '/recuperar-senha');
  },
};

/** Plain text only; the reset link is an in-site link. */
export const WithMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Abrir o link de redefinição' })).toHaveAttribute(
      'href',
      '/reset-password/dS1kZW1v/rt-abc',
    );
    await expect(canvas.getByText('<b>Not HTML</b>: text is shown as typed.')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
