import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterForm, type RegisterFormValues } from '@/components/auth';
import { countryName } from '@machines/auth';
import { tk } from '../../support/translatedArgs';
import { href, startsWith, t } from '../../support/t';

/** A pattern matching `text` literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const empty: RegisterFormValues = {
  email: '',
  fullName: '',
  phone: '',
  gender: '',
  country: '',
  birthDate: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

const filled: RegisterFormValues = {
  email: 'nova@example.com',
  fullName: 'Nova Pessoa',
  phone: '912 345 678',
  gender: 'F',
  country: 'PT',
  birthDate: '1990-05-17',
  password: 'Fresh!Pass9',
  confirmPassword: 'Fresh!Pass9',
  acceptTerms: true,
};

/** Country labels are named by Intl in the toolbar's language (a decorator below), as the page does. */
const countryOptions = [
  { value: 'BR', label: 'Brasil' },
  { value: 'PT', label: 'Portugal' },
  { value: 'GB', label: 'Reino Unido' },
];
const genderOptions = (['M', 'F', 'O', 'PNS'] as const).map((value) => ({
  value,
  label: tk(`register.genders.${value}`),
}));

const meta = {
  title: 'Components/Auth/RegisterForm',
  tags: ['status:stable'],
  component: RegisterForm,
  args: {
    values: empty,
    errors: {},
    status: 'idle',
    countryOptions,
    genderOptions,
    phoneHint: tk('register.hints.phone'),
    maxBirthDate: '2025-04-02',
    loginPath: '/login',
    termsPath: '/termos-condicoes',
    privacyPath: '/politica',
    onChange: fn(),
    onSubmit: fn(),
    onDismissBanner: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'checkingBreach', 'submitting', 'success'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
    // The page names the countries with Intl in the visitor's language (countriesFor): so do the stories.
    (Story, { args, globals }) =>
      Story({
        args: {
          ...args,
          countryOptions: args.countryOptions.map((option) => ({
            ...option,
            label: countryName(option.value, globals.locale === 'en' ? 'en' : 'pt'),
          })),
        },
      }),
  ],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every field with its label, the links, and the submit; edits are reported with their field. */
export const Idle: Story = {
  render: (args) => {
    const [values, setValues] = useState(args.values);
    return (
      <RegisterForm
        {...args}
        values={values}
        onChange={(field, value) => {
          args.onChange(field, value);
          setValues((v) => ({ ...v, [field]: value }));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const field of ['email', 'fullName', 'phone'])
      await expect(canvas.getByRole('textbox', { name: t(`register.fields.${field}`) })).toBeEnabled();
    const gender = canvas.getByRole('combobox', { name: t('register.fields.gender') });
    await expect([...(gender as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'M', 'F', 'O', 'PNS']);
    // One neutral, empty placeholder (not a second "prefer not to say"); it stays selectable: the field is optional.
    await expect((gender as HTMLSelectElement).options[0]).toHaveTextContent(
      new RegExp(`^${literal(t('register.placeholders.gender'))}$`),
    );
    await expect((gender as HTMLSelectElement).options[0]).toBeEnabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('register.fields.country') }), 'PT');
    await expect(args.onChange).toHaveBeenLastCalledWith('country', 'PT');
    await expect(canvas.getByLabelText(t('register.fields.birthDate'))).toHaveAttribute('type', 'date');
    await expect(canvas.getByLabelText(t('register.fields.birthDate'))).toHaveAttribute('max', '2025-04-02');
    await userEvent.click(canvas.getByRole('checkbox', { name: startsWith('register.acceptTermsPrefix') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('acceptTerms', true);
    await expect(canvas.getByRole('link', { name: t('register.termsLink') })).toHaveAttribute('href', href('/termos-condicoes'));
    await expect(canvas.getByRole('link', { name: t('register.privacyLink') })).toHaveAttribute('href', href('/politica'));
    await expect(canvas.getByRole('link', { name: t('register.login') })).toHaveAttribute('href', href('/login'));
    await userEvent.click(canvas.getByRole('button', { name: t('register.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Client validation: one message per field, described by the field; focus on the first invalid field. */
export const FieldErrors: Story = {
  tags: ['state:error'],
  args: {
    values: { ...empty, email: 'nova@', phone: '12' },
    errors: {
      email: tk('register.errors.emailInvalid'),
      password: tk('register.errors.passwordRequired'),
      confirmPassword: tk('register.errors.confirmRequired'),
      fullName: tk('register.errors.fullNameRequired'),
      country: tk('register.errors.countryRequired'),
      phone: tk('register.errors.phoneDigits', { min: 8 }),
      acceptTerms: tk('register.errors.termsRequired'),
    },
    focusField: 'email',
    attempt: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: t('register.fields.email') });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(t('register.errors.emailInvalid'));
    await expect(canvas.getByRole('textbox', { name: t('register.fields.phone') })).toHaveAccessibleDescription(
      `${t('register.hints.phone')} ${t('register.errors.phoneDigits', { min: 8 })}`,
    );
    await expect(canvas.getByRole('checkbox', { name: startsWith('register.acceptTermsPrefix') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/**
 * The password rule is the password field's own hint: under its input (not between the e-mail field and the
 * password label), in its accessible description, and before the confirmation field, whatever the width.
 */
export const PasswordRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rule = t('register.hints.password');
    const email = canvas.getByRole('textbox', { name: t('register.fields.email') });
    const password = canvas.getByLabelText(t('register.fields.password'));
    const confirm = canvas.getByLabelText(t('register.fields.confirmPassword'));
    const hint = canvas.getByText(rule);
    await expect(password).toHaveAccessibleDescription(rule);
    await expect(email).not.toHaveAccessibleDescription(rule);
    await expect(hint.getBoundingClientRect().top).toBeGreaterThanOrEqual(password.getBoundingClientRect().bottom);
    await expect(hint.getBoundingClientRect().bottom).toBeLessThanOrEqual(confirm.getBoundingClientRect().top);
  },
};

/** The strength panel shows while a password is typed. */
export const WithStrength: Story = {
  args: {
    values: { ...empty, password: 'Fresh!Pass9' },
    strength: { level: 5, checks: { length: true, longLength: false, upper: true, lower: true, digit: true, special: true } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: t('strength.title') })).toHaveAttribute(
      'aria-valuetext',
      t('strength.levels.excellent'),
    );
    await expect(canvas.getByLabelText(t('register.fields.password'))).toHaveAccessibleDescription(
      new RegExp(`${literal(t('register.hints.password'))}.*${literal(t('strength.title'))}`),
    );
  },
};

/** Checking for breaches: everything disabled, the busy label. */
export const CheckingBreach: Story = {
  tags: ['state:loading'],
  args: { values: filled, status: 'checkingBreach' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('register.checkingBreach') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('register.fields.email') })).toBeDisabled();
  },
};

/** Submitting: spinner and 'Registrando...' ('Registering...'). */
export const Submitting: Story = {
  tags: ['state:loading'],
  args: { values: filled, status: 'submitting' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: t('register.submitting') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A breached password, refused under the password field. */
export const Breached: Story = {
  tags: ['state:error'],
  args: {
    values: { ...filled, password: 'Password123!', confirmPassword: 'Password123!' },
    errors: { password: tk('register.errors.passwordBreached') },
    focusField: 'password',
    attempt: 1,
  },
  play: async ({ canvasElement }) => {
    const password = within(canvasElement).getByLabelText(t('register.fields.password'));
    await expect(password).toHaveFocus();
  },
};

/** The server's banner (non_field_errors[0]) can be dismissed. */
export const Banner: Story = {
  args: { values: filled, banner: 'Registration is temporarily closed.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('register.bannerTitle'));
    await expect(alert).toHaveTextContent('Registration is temporarily closed.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onDismissBanner).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = { tags: ['state:success'], args: { values: filled, status: 'success' } };
