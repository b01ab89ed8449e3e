import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '@/components/ui';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/UI/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: tk('cart.summary.shipping'),
    // Amounts as the cart formats them: pt-PT euros in both languages.
    children: tk('cart.freeShipping.missing', { threshold: '50,00 €', amount: '12,50 €' }),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] },
    title: { control: 'text' },
    children: { control: 'text' },
    onDismiss: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  args: { tone: 'success', title: tk('contactForm.sent'), children: tk('contactForm.sentStatus') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('contactForm.sent'));
  },
};

export const Error: Story = {
  args: { tone: 'error', title: tk('register.bannerTitle'), children: tk('register.errors.unexpected') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('register.bannerTitle'));
  },
};

export const Info: Story = { args: { tone: 'info' } };

export const Warning: Story = {
  args: { tone: 'warning', title: tk('mockCheckout.title'), children: tk('mockCheckout.notice') },
};

export const WithoutTitle: Story = { args: { title: undefined, children: tk('cart.summary.taxNote') } };

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('ui.dismiss') }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
