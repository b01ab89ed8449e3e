import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityControl } from '@/components/commerce';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/** Book 2's title in the story's language (the cart shows translated titles). */
const title = () => t('catalog.books.2.title');

const meta = {
  title: 'Components/Commerce/QuantityControl',
  tags: ['status:stable'],
  component: QuantityControl,
  args: { title: tk('catalog.books.2.title'), quantity: 2, max: 4, onChange: fn(), disabled: false },
  argTypes: {
    quantity: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number', min: 1 } },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof QuantityControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** − and + change by one. */
export const Steps: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('cart.increase', { title: title() }) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: t('cart.decrease', { title: title() }) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** At the stock limit + is disabled. */
export const AtMaximum: Story = {
  args: { quantity: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('cart.increase', { title: title() }) })).toBeDisabled();
  },
};

/** At 1, − asks for 0: the cart removes the line. */
export const AtOne: Story = {
  args: { quantity: 1 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('cart.decrease', { title: title() }) }));
    await expect(args.onChange).toHaveBeenCalledWith(0);
  },
};

/** Typing: valid numbers apply at once; 0 applies on Enter (removal); an empty field reverts on blur. */
export const Typing: Story = {
  render: function Render(args) {
    const [quantity, setQuantity] = useState(args.quantity);
    return (
      <QuantityControl
        {...args}
        quantity={quantity}
        onChange={(q) => {
          args.onChange(q);
          setQuantity(Math.max(q, 0));
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: t('cart.quantityOf', { title: title() }) });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue(2);
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

export const Disabled: Story = { args: { disabled: true } };
