import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentCancelledView } from '@/components/commerce';
import { t } from '../../support/t';

const meta = {
  title: 'Components/Commerce/PaymentCancelledView',
  tags: ['status:stable'],
  component: PaymentCancelledView,
  parameters: { layout: 'fullscreen' },
  args: { expired: false, reason: '', hasCart: true, retrying: false, onReasonChange: fn(), onRetry: fn() },
  argTypes: {
    expired: { control: 'boolean' },
    hasCart: { control: 'boolean' },
    retrying: { control: 'boolean' },
    reason: { control: 'select', options: ['', 'changed-mind', 'payment-issue', 'too-expensive', 'security', 'other'] },
  },
} satisfies Meta<typeof PaymentCancelledView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CanRetry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('paymentCancelled.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText(t('paymentCancelled.reasonLabel')), 'security');
    await expect(args.onReasonChange).toHaveBeenCalledWith('security');
    await expect(canvas.getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual([
      '',
      'changed-mind',
      'payment-issue',
      'too-expensive',
      'security',
      'other',
    ]);
  },
};

export const Retrying: Story = { tags: ['state:loading'], args: { retrying: true } };

export const ReasonChosen: Story = { args: { reason: 'too-expensive' } };

export const SessionExpired: Story = {
  tags: ['state:error'],
  args: { expired: true, hasCart: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('paymentCancelled.sessionExpired'));
    await expect(canvas.queryByRole('button', { name: t('paymentCancelled.retry') })).toBeNull();
  },
};
