import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextareaField } from '@/components/ui';

const meta = {
  title: 'Components/UI/TextareaField',
  tags: ['status:stable'],
  component: TextareaField,
  args: { label: 'Mensagem', id: 'message', rows: 5, required: false, disabled: false },
  argTypes: { error: { control: 'text' }, hint: { control: 'text' }, rows: { control: { type: 'number', min: 2, max: 12 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(area, 'Olá!{enter}Gostava de saber mais sobre a mentoria.');
    await expect(area).toHaveValue('Olá!\nGostava de saber mais sobre a mentoria.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Escreva a sua mensagem.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Mensagem' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Escreva a sua mensagem.');
  },
};

export const WithHint: Story = {
  args: { hint: 'Responderemos em até 2 dias úteis.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Mensagem' })).toHaveAccessibleDescription(
      'Responderemos em até 2 dias úteis.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Mensagem enviada.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Mensagem' })).toBeDisabled();
  },
};
