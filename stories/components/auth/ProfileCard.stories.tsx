import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileCard } from '@/components/auth';

const rows = [
  { key: 'fullName', label: 'Nome', value: 'Ana Demo' },
  { key: 'email', label: 'E-mail', value: 'demo@example.com' },
  { key: 'age', label: 'Idade', value: '34 anos' },
  { key: 'birthDate', label: 'Data de nascimento', value: '17 de maio de 1990' },
  { key: 'gender', label: 'Género', value: 'Feminino' },
  { key: 'phone', label: 'Telefone', value: '+351912345678' },
  { key: 'country', label: 'País', value: 'Portugal' },
];

const meta = {
  title: 'Components/Auth/ProfileCard',
  component: ProfileCard,
  args: { status: 'loaded', name: 'Ana Demo', subtitle: 'demo@example.com', rows, onRetry: fn(), onLogout: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'empty', 'loaded'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('A carregar o perfil…');
  },
};

export const Error: Story = {
  args: { status: 'error', message: 'Erro do servidor' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro do servidor');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { status: 'empty', message: 'Foram recebidos dados de perfil vazios' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Foram recebidos dados de perfil vazios')).toBeVisible();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ana Demo' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((el) => el.textContent);
    await expect(terms).toEqual(['Nome', 'E-mail', 'Idade', 'Data de nascimento', 'Género', 'Telefone', 'País']);
    await userEvent.click(canvas.getByRole('button', { name: 'Terminar sessão' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Long values wrap instead of overflowing. */
export const LongValues: Story = {
  args: {
    name: 'Maria Fernanda de Albuquerque Vasconcelos Sampaio',
    subtitle: 'maria.fernanda.albuquerque.vasconcelos@universidade-exemplo.example',
  },
};
