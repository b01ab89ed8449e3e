import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField, TextLink } from '@/components/ui';

const meta = {
  title: 'Components/UI/CheckboxField',
  component: CheckboxField,
  args: { label: 'Quero receber novidades por e-mail', id: 'newsletter', required: false, disabled: false },
  argTypes: { error: { control: 'text' }, hint: { control: 'text' }, label: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Quero receber novidades por e-mail' });
    await expect(box).not.toBeChecked();
    // The whole label toggles it.
    await userEvent.click(canvas.getByText('Quero receber novidades por e-mail'));
    await expect(box).toBeChecked();
  },
};

/** The label may contain links (terms, privacy). */
export const WithLinks: Story = {
  args: {
    id: 'acceptTerms',
    required: true,
    label: (
      <>
        Li e aceito os <TextLink to="/termos-condicoes">Termos e Condições</TextLink> e a{' '}
        <TextLink to="/politica">Política de Privacidade</TextLink>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Termos e Condições' })).toHaveAttribute('href', '/termos-condicoes');
    await expect(canvas.getByRole('checkbox')).toBeRequired();
  },
};

export const WithError: Story = {
  args: { id: 'acceptTerms', label: 'Aceito os termos', required: true, error: 'Tem de aceitar os termos para continuar.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Aceito os termos' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Tem de aceitar os termos para continuar.');
  },
};

export const WithHint: Story = {
  args: { hint: 'Pode cancelar a qualquer momento.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription('Pode cancelar a qualquer momento.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};
