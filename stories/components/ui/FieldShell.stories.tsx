import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldShell, type FieldControlProps } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/**
 * The control the stories put in the shell: a bare native input. The shell draws the label, the required mark,
 * the hint and the error and wires the ids; the control and its look are the caller's (TextField, TextareaField
 * and SelectField style theirs).
 */
const bareInput = (control: FieldControlProps) => <input {...control} />;

const meta = {
  title: 'Components/UI/FieldShell',
  tags: ['status:stable'],
  component: FieldShell,
  args: { label: tk('register.fields.email'), id: 'email', required: false, children: bareInput },
  argTypes: {
    error: { control: 'text' },
    hint: { control: 'text' },
    label: { control: 'text' },
    describedBy: { control: 'text' },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The label names the control; with no hint or error there is no description and the control is valid. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: t('register.fields.email') });
    await expect(input).toHaveAttribute('id', 'email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    // Clicking the label focuses the control: they are associated.
    await userEvent.click(canvas.getByText(t('register.fields.email')));
    await expect(input).toHaveFocus();
  },
};

/** The mark is aria-hidden and outside the label, so the name stays the label's text; `required` is native. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.email') });
    await expect(input).toBeRequired();
    const mark = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(mark).toHaveTextContent('*');
    await expect(canvasElement.querySelector('label')).not.toContainElement(mark as HTMLElement);
  },
};

export const WithHint: Story = {
  args: { hint: tk('register.hints.optional') },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.email') });
    await expect(input).toHaveAttribute('aria-describedby', 'email-hint');
    await expect(input).toHaveAccessibleDescription(t('register.hints.optional'));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The error marks the control invalid and is announced as its description. */
export const WithError: Story = {
  tags: ['state:error'],
  args: { required: true, error: tk('register.errors.emailInvalid') },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.email') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', 'email-error');
    await expect(input).toHaveAccessibleDescription(t('register.errors.emailInvalid'));
    await expect(canvasElement.querySelector('#email-error')).toHaveTextContent(t('register.errors.emailInvalid'));
  },
};

/** Hint first, then the error, in reading order. */
export const WithHintAndError: Story = {
  tags: ['state:error'],
  args: { hint: tk('register.hints.optional'), error: tk('register.errors.emailInvalid') },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.email') });
    await expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    await expect(input).toHaveAccessibleDescription(`${t('register.hints.optional')} ${t('register.errors.emailInvalid')}`);
  },
};

/** The caller's own descriptions (`describedBy`, e.g. a strength panel) are read between the hint and the error. */
export const WithExtraDescription: Story = {
  args: {
    id: 'phone',
    label: tk('register.fields.phone'),
    hint: tk('register.hints.optional'),
    describedBy: 'phone-country',
    error: tk('register.errors.phoneDigits', { min: 8 }),
  },
  render: (args) => (
    <>
      <FieldShell {...args} />
      <p id="phone-country">
        <T k="register.hints.phone" />
      </p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.phone') });
    await expect(input).toHaveAttribute('aria-describedby', 'phone-hint phone-country phone-error');
    await expect(input).toHaveAccessibleDescription(
      `${t('register.hints.optional')} ${t('register.hints.phone')} ${t('register.errors.phoneDigits', { min: 8 })}`,
    );
  },
};

/** A disabled control keeps its label and its error. */
export const Disabled: Story = {
  args: {
    error: tk('register.errors.emailInvalid'),
    children: (control) => <input {...control} disabled />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.email') });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription(t('register.errors.emailInvalid'));
  },
};

/** Without an id the shell generates one and still links label, hint and error. */
export const GeneratedId: Story = {
  args: { id: undefined, label: tk('register.fields.fullName'), error: tk('register.errors.fullNameRequired') },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.fullName') });
    await expect(input.id).not.toBe('');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t('register.errors.fullNameRequired'));
  },
};
