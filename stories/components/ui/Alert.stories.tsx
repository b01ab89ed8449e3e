import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';
import { Matrix } from '../../support/Matrix';
import { t } from '../../support/t';

const meta = {
  title: 'Components/UI/Alert',
  tags: ['status:stable'],
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
  tags: ['state:success'],
  args: { tone: 'success', title: tk('contactForm.sent'), children: tk('contactForm.sentStatus') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('contactForm.sent'));
  },
};

export const Error: Story = {
  tags: ['state:error'],
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

const TONES = [
  { tone: 'success', title: 'contactForm.sent', text: 'contactForm.sentStatus' },
  { tone: 'error', title: 'register.bannerTitle', text: 'register.errors.unexpected' },
  { tone: 'warning', title: 'mockCheckout.title', text: 'mockCheckout.notice' },
  { tone: 'info', title: 'cart.summary.shipping', text: 'cart.summary.taxNote' },
] as const;

/** Every tone with a title, without one, and dismissible: the table the feedback guidance page shows. */
export const TonesAndStates: Story = {
  render: () => (
    <Matrix
      caption="Alert: tone x state"
      columns={['with title', 'text only', 'dismissible']}
      cellWidth={260}
      rows={TONES.map(({ tone, title, text }) => ({
        label: tone,
        cells: [
          <Alert key="title" tone={tone} title={<T k={title} />}>
            <T k={text} />
          </Alert>,
          <Alert key="text" tone={tone}>
            <T k={text} />
          </Alert>,
          <Alert key="dismiss" tone={tone} title={<T k={title} />} onDismiss={fn()}>
            <T k={text} />
          </Alert>,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Errors interrupt (role alert); the other tones wait their turn (role status).
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    await expect(canvas.getAllByRole('status')).toHaveLength(9);
    await expect(canvas.getAllByRole('button', { name: t('ui.dismiss') })).toHaveLength(TONES.length);
  },
};
