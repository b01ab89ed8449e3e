import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseCard } from '@/components/catalog/CourseCard';
import { courses } from '@/data/courses';
import { expectImagesUncropped } from '../../support/images';

const course1 = courses[0]!;
const course5 = courses[4]!;

const meta = {
  title: 'Components/Catalog/CourseCard',
  component: CourseCard,
  args: {
    id: 1,
    title: 'Integração Sensorial na Prática Clínica',
    summary: 'Formação intensiva de quatro dias sobre avaliação e intervenção segundo a teoria de integração sensorial de Ayres.',
    image: course1.image,
    href: '/course/1',
    price: 546,
    hours: 32,
    location: 'Brasil, Rio de Janeiro',
    date: 'Em breve',
  },
  argTypes: { price: { control: 'number' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The whole card is one link to /course/{id}, named by the title; price in euros. */
export const WithPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Integração Sensorial na Prática Clínica' })).toHaveAttribute(
      'href',
      '/course/1',
    );
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Integração Sensorial na Prática Clínica');
    await expect(canvas.getByText('546,00 €')).toBeVisible();
    await expect(canvas.getByText('32 horas')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expectImagesUncropped(canvasElement);
  },
};

/** Course 5 (international programme): no price, enrolment on the programme's site, hours and months. */
export const WithoutPrice: Story = {
  args: {
    id: 5,
    title: 'Programa Internacional de Formação em Integração Sensorial',
    summary: 'Programa internacional de 360 horas ao longo de 18 meses.',
    image: course5.image,
    href: '/course/5',
    price: null,
    hours: 360,
    months: 18,
    location: 'Formato híbrido',
    date: 'Próxima edição: inscrições em breve',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inscrição no site do programa')).toBeVisible();
    await expect(canvas.queryByText(/€/)).toBeNull();
    await expect(canvas.getByText('360 horas · 18 meses')).toBeVisible();
  },
};

/** Only the required fields. */
export const Minimal: Story = {
  args: { hours: undefined, location: undefined, date: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const English: Story = { globals: { locale: 'en' } };
