import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '@/components/ui';
import { LaunchDetails } from '@/components/catalog/LaunchDetails';
import { launches } from '@/data/launches';

const meta = {
  title: 'Components/Catalog/LaunchDetails',
  component: LaunchDetails,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Lançamento',
    title: 'Módulo 3: Planeamento da Intervenção em Integração Sensorial',
    description: 'O terceiro módulo da formação online leva-o da avaliação à sessão de terapia.',
    image: { ...launches[0]!.image, alt: '' },
    priceLabel: 'Investimento',
    price: 'R$297,00',
    installments: 'ou 12x R$24,75',
    benefitsTitle: 'O que está incluído',
    benefits: ['Aulas gravadas com acesso durante 12 meses', 'Certificado de conclusão'],
    actions: (
      <>
        <ButtonLink to="/contact?subject=launch-0" size="lg">
          Comprar Agora
        </ButtonLink>
        <ButtonLink to="/" size="lg" variant="outline">
          Voltar
        </ButtonLink>
      </>
    ),
    note: 'Ao escolher Comprar Agora, segue para o formulário de contacto.',
  },
} satisfies Meta<typeof LaunchDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** BRL price, 12 installments, benefits and the actions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('launch-price')).toHaveTextContent('R$297,00');
    await expect(canvas.getByText('ou 12x R$24,75')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
  },
};

/** With a closing block beside the benefits. */
export const WithClosing: Story = {
  args: {
    closing: (
      <div>
        <p>Pronto para começar?</p>
        <ButtonLink to="/contact">Comprar Agora</ButtonLink>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Comprar Agora' })).toHaveLength(2);
  },
};
