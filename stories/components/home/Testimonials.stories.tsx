import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Testimonials, type TestimonialItem } from '@/components/home/Testimonials';

const items: TestimonialItem[] = [
  { id: 1, name: 'Marta S.', rating: 5, comment: 'A formação mudou a forma como planeio as minhas sessões.' },
  { id: 2, name: 'Ricardo P.', rating: 5, comment: 'Conteúdo muito claro e aplicável desde o primeiro dia.' },
  { id: 3, name: 'Joana F.', rating: 4, comment: 'O livro ajudou-me a compreender melhor o meu filho.' },
  { id: 4, name: 'Camila R.', rating: 5, comment: 'A mentoria ajudou-me a organizar a minha prática clínica.' },
  { id: 5, name: 'Tiago M.', rating: 5, comment: 'Uma imersão intensa e muito bem organizada.' },
  { id: 6, name: 'Sara L.', rating: 4, comment: 'Materiais excelentes e muito bem explicados.' },
  { id: 7, name: 'Patrícia A.', rating: 5, comment: 'Recomendo a todas as colegas de profissão.' },
  { id: 8, name: 'Luísa C.', rating: 4, comment: 'Gostei muito da partilha entre colegas.' },
];

const meta = {
  title: 'Components/Home/Testimonials',
  component: Testimonials,
  args: {
    id: 'testemunhos',
    items,
    index: 0,
    perView: 3,
    rotating: false,
    userPaused: false,
    speedMs: 700,
    onNext: fn(),
    onPrev: fn(),
    onGoTo: fn(),
    onKey: fn(),
    onSwipe: fn(),
    onPause: fn(),
    onResume: fn(),
    onToggleRotation: fn(),
  },
  argTypes: {
    index: { control: { type: 'range', min: 0, max: 7, step: 1 } },
    perView: { control: 'inline-radio', options: [1, 2, 3] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Three per view (>= 1024 px): stars, comment and name per card; 6 positions; arrows shown. */
export const ThreePerView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'O que dizem os nossos formandos' })).toHaveAttribute('id', 'testemunhos');
    await expect(canvas.getAllByRole('group', { name: /de 8/ })).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: '4 de 5 estrelas' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Ir para o testemunho/ })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Testemunhos seguintes' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** Two per view (768-1023 px). */
export const TwoPerView: Story = {
  args: { perView: 2, index: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: /de 8/ })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /Ir para o testemunho/ })).toHaveLength(7);
  },
};

/** One per view (below 768 px): no arrows; dots, swipes and keys remain. */
export const OnePerView: Story = {
  args: { perView: 1, index: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: /de 8/ })).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Testemunhos seguintes' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /Ir para o testemunho/ })).toHaveLength(8);
  },
};

export const Rotating: Story = { args: { rotating: true } };

export const English: Story = { globals: { locale: 'en' } };
