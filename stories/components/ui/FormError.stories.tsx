import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormError } from '@/components/ui';

const meta = {
  title: 'Components/UI/FormError',
  tags: ['status:stable'],
  component: FormError,
  args: { children: 'E-mail ou senha incorretos.' },
  argTypes: { children: { control: 'text' } },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
  },
};

/** No message, no markup. */
export const Empty: Story = {
  tags: ['state:empty'],
  args: { children: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Focusable: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    alert.focus();
    await expect(alert).toHaveFocus();
  },
};
