import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from '@/components/auth';
import { TextLink } from '@/components/ui';

const meta = {
  title: 'Components/Auth/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Área de cliente',
    title: 'Entrar na sua conta',
    lead: 'Aceda ao seu perfil, à lista de desejos e ao carrinho.',
    width: 'narrow',
    showAside: true,
    children: <p>Conteúdo do formulário.</p>,
  },
  argTypes: { width: { control: 'inline-radio', options: ['narrow', 'wide'] } },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The h1 names the screen; the branded panel shows beside the card on wide screens. */
export const Narrow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar na sua conta' })).toBeVisible();
    await expect(canvas.getByText('Conteúdo do formulário.')).toBeVisible();
  },
};

/** The registration width. */
export const Wide: Story = { args: { width: 'wide', title: 'Criar a sua conta' } };

/** Links under the card content. */
export const WithFooter: Story = {
  args: { footer: <TextLink to="/login">Voltar ao login</TextLink> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
  },
};

/** Without the branded panel. */
export const NoAside: Story = { args: { showAside: false } };
