import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ExternalButtonLink, Price } from '@/components/ui';
import { CourseDetails } from '@/components/catalog/CourseDetails';
import { courses } from '@/data/courses';

const onBuy = fn();

const meta = {
  title: 'Components/Catalog/CourseDetails',
  component: CourseDetails,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Curso de formação',
    title: 'Processamento Sensorial: Avaliação e Intervenção (24 h)',
    summary: 'Curso de 24 horas em Faro para avaliar o processamento sensorial e transformar os resultados em intervenção.',
    image: { ...courses[1]!.image, alt: '' },
    back: { to: '/cursos', label: 'Cursos' },
    price: <Price amount={350} size="lg" />,
    actions: (
      <>
        <Button size="lg" onClick={onBuy}>
          Comprar agora
        </Button>
        <Button size="lg" variant="secondary">
          Adicionar ao carrinho
        </Button>
      </>
    ),
    note: 'Precisa de iniciar sessão para guardar, adicionar ao carrinho ou comprar este curso.',
    factsTitle: 'Informações do curso',
    facts: [
      { label: 'Formação', value: 'Helena Marques', icon: 'user' },
      { label: 'Local', value: 'Portugal, Faro', icon: 'mapPin' },
      { label: 'Data', value: 'Em breve', icon: 'calendar' },
    ],
    sections: [
      { id: 'programme', title: 'Programa', text: 'Três dias de formação teórico-prática.' },
      { id: 'audience', title: 'Público-alvo', text: 'Terapeutas ocupacionais.' },
    ],
    outcomesTitle: 'O que vai aprender',
    outcomes: ['Aplicar questionários sensoriais', 'Planear a intervenção'],
  },
} satisfies Meta<typeof CourseDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** With a price and actions: the buttons are the caller's. */
export const WithPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Processamento Sensorial');
    await expect(canvas.getByTestId('course-price')).toHaveTextContent('350,00 €');
    await userEvent.click(canvas.getByRole('button', { name: 'Comprar agora' }));
    await expect(onBuy).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Cursos' })).toHaveAttribute('href', '/cursos');
  },
};

/** No price (course 5): a badge and an external enrol link only. */
export const WithoutPrice: Story = {
  args: {
    badge: 'Programa internacional',
    price: undefined,
    actions: (
      <ExternalButtonLink href="https://example.org/international-programme" size="lg">
        Inscrever-se no programa
      </ExternalButtonLink>
    ),
    note: 'A inscrição neste programa é feita no site do programa internacional.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('course-price')).toBeNull();
    await expect(canvas.getByText('Programa internacional')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Inscrever-se/ })).toHaveAttribute('target', '_blank');
  },
};
