import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField } from '@/components/ui';

const options = [
  { value: 'female', label: 'Feminino' },
  { value: 'male', label: 'Masculino' },
  { value: 'other', label: 'Outro' },
  { value: 'none', label: 'Prefiro não dizer' },
];

const meta = {
  title: 'Components/UI/SelectField',
  tags: ['status:stable'],
  component: SelectField,
  args: { label: 'Género', id: 'gender', options, placeholder: 'Selecione…', defaultValue: '', required: false, disabled: false },
  argTypes: { error: { control: 'text' }, hint: { control: 'text' }, options: { control: 'object' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Género' });
    await userEvent.selectOptions(select, 'other');
    await expect(select).toHaveValue('other');
    await expect(within(canvasElement).getByRole('option', { name: 'Outro' })).toHaveProperty('selected', true);
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Selecione uma opção.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Género' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Selecione uma opção.');
  },
};

export const WithHint: Story = {
  args: { hint: 'Usado apenas para estatística.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Género' })).toHaveAccessibleDescription(
      'Usado apenas para estatística.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'female' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Género' })).toBeDisabled();
  },
};
