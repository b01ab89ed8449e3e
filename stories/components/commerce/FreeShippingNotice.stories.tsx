import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FreeShippingNotice } from '@/components/commerce';

const meta = {
  title: 'Components/Commerce/FreeShippingNotice',
  component: FreeShippingNotice,
  args: { missingCents: 2111, subtotalCents: 2890 },
  argTypes: { missingCents: { control: { type: 'number', min: 0 } }, subtotalCents: { control: { type: 'number', min: 0 } } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FreeShippingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Missing: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Faltam 21,11 € para ter portes grátis.');
  },
};

/** Exactly €50,00: one cent more is needed. */
export const AtThreshold: Story = { args: { missingCents: 1, subtotalCents: 5000 } };

export const Reached: Story = {
  args: { missingCents: 0, subtotalCents: 5001 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('A sua encomenda tem portes grátis!');
  },
};

export const English: Story = { globals: { locale: 'en' } };
