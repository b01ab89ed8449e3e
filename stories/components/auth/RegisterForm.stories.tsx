import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterForm, type RegisterFormValues } from '@/components/auth';

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

const countryOptions = [
  { value: 'BR', label: 'Brasil' },
  { value: 'PT', label: 'Portugal' },
  { value: 'GB', label: 'Reino Unido' },
];
const genderOptions = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Feminino' },
  { value: 'O', label: 'Outro' },
  { value: 'PNS', label: 'Prefiro não dizer' },
];

const meta = {
  title: 'Components/Auth/RegisterForm',
  component: RegisterForm,
  args: {
    values: empty,
    errors: {},
    status: 'idle',
    countryOptions,
    genderOptions,
    phoneHint: 'Sem o indicativo do país: é acrescentado a partir do país escolhido.',
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
    for (const name of [/^E-mail/, /^Nome completo/, /^Telefone/])
      await expect(canvas.getByRole('textbox', { name })).toBeEnabled();
    const gender = canvas.getByRole('combobox', { name: /^Género/ });
    await expect([...(gender as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'M', 'F', 'O', 'PNS']);
    // One neutral, empty placeholder (not a second "prefer not to say"); it stays selectable: the field is optional.
    await expect((gender as HTMLSelectElement).options[0]).toHaveTextContent(/^Selecione\.\.\.$/);
    await expect((gender as HTMLSelectElement).options[0]).toBeEnabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^País/ }), 'PT');
    await expect(args.onChange).toHaveBeenLastCalledWith('country', 'PT');
    await expect(canvas.getByLabelText(/^Data de nascimento/)).toHaveAttribute('type', 'date');
    await expect(canvas.getByLabelText(/^Data de nascimento/)).toHaveAttribute('max', '2025-04-02');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Li e aceito/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('acceptTerms', true);
    await expect(canvas.getByRole('link', { name: 'Termos e Condições' })).toHaveAttribute('href', '/termos-condicoes');
    await expect(canvas.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/politica');
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Client validation: one message per field, described by the field; focus on the first invalid field. */
export const FieldErrors: Story = {
  args: {
    values: { ...empty, email: 'nova@', phone: '12' },
    errors: {
      email: 'Indique um e-mail válido (por exemplo, nome@exemplo.pt).',
      password: 'Escolha uma senha.',
      confirmPassword: 'Confirme a sua senha.',
      fullName: 'Indique o seu nome completo.',
      country: 'Selecione o seu país.',
      phone: 'O telefone deve ter pelo menos 8 dígitos.',
      acceptTerms: 'Tem de aceitar os Termos e Condições e a Política de Privacidade.',
    },
    focusField: 'email',
    attempt: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Indique um e-mail válido (por exemplo, nome@exemplo.pt).');
    await expect(canvas.getByRole('textbox', { name: /^Telefone/ })).toHaveAccessibleDescription(
      'Sem o indicativo do país: é acrescentado a partir do país escolhido. O telefone deve ter pelo menos 8 dígitos.',
    );
    await expect(canvas.getByRole('checkbox', { name: /Li e aceito/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * The password rule is the password field's own hint: under its input (not between the e-mail field and the
 * password label), in its accessible description, and before the confirmation field, whatever the width.
 */
export const PasswordRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rule = 'Pelo menos 8 caracteres, com maiúscula, minúscula, número e carácter especial.';
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    const password = canvas.getByLabelText(/^Senha/);
    const confirm = canvas.getByLabelText(/^Confirmar senha/);
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
    await expect(canvas.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute('aria-valuetext', 'Excelente');
    await expect(canvas.getByLabelText(/^Senha/)).toHaveAccessibleDescription(/Pelo menos 8 caracteres.*Força da senha/);
  },
};

/** Checking for breaches: everything disabled, the busy label. */
export const CheckingBreach: Story = {
  args: { values: filled, status: 'checkingBreach' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'A verificar fugas de dados...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toBeDisabled();
  },
};

/** Submitting: spinner and 'Registrando...'. */
export const Submitting: Story = {
  args: { values: filled, status: 'submitting' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Registrando...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A breached password, refused under the password field. */
export const Breached: Story = {
  args: {
    values: { ...filled, password: 'Password123!', confirmPassword: 'Password123!' },
    errors: { password: 'Esta senha apareceu numa fuga de dados pública. Por segurança, escolha outra.' },
    focusField: 'password',
    attempt: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Senha/)).toHaveFocus();
  },
};

/** The server's banner (non_field_errors[0]) can be dismissed. */
export const Banner: Story = {
  args: { values: filled, banner: 'Registration is temporarily closed.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível criar a conta');
    await expect(alert).toHaveTextContent('Registration is temporarily closed.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onDismissBanner).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = { args: { values: filled, status: 'success' } };

export const English: Story = { globals: { locale: 'en' }, args: { values: filled } };
