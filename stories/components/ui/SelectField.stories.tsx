import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField } from '@/components/ui';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/** The register form's gender options, in the toolbar's language. */
const options = [
  { value: 'female', label: tk('register.genders.F') },
  { value: 'male', label: tk('register.genders.M') },
  { value: 'other', label: tk('register.genders.O') },
  { value: 'none', label: tk('register.genders.PNS') },
];

const meta = {
  title: 'Components/UI/SelectField',
  tags: ['status:stable'],
  component: SelectField,
  args: {
    label: tk('register.fields.gender'),
    id: 'gender',
    options,
    placeholder: tk('register.placeholders.gender'),
    defaultValue: '',
    required: false,
    disabled: false,
  },
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
    const select = within(canvasElement).getByRole('combobox', { name: t('register.fields.gender') });
    await userEvent.selectOptions(select, 'other');
    await expect(select).toHaveValue('other');
    await expect(within(canvasElement).getByRole('option', { name: t('register.genders.O') })).toHaveProperty('selected', true);
  },
};

export const WithError: Story = {
  tags: ['state:error'],
  args: { required: true, error: tk('register.errors.genderInvalid') },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: t('register.fields.gender') });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(t('register.errors.genderInvalid'));
  },
};

export const WithHint: Story = {
  args: { hint: tk('register.hints.optional') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: t('register.fields.gender') })).toHaveAccessibleDescription(
      t('register.hints.optional'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'female' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: t('register.fields.gender') })).toBeDisabled();
  },
};
