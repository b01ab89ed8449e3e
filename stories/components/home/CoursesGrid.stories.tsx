import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoursesGrid } from '@/components/home/CoursesGrid';
import { courses } from '@/data/courses';

const cards = courses.map((course) => ({
  id: course.id,
  title: `Curso ${course.id}`,
  summary: 'Formação com base científica, casos reais e ferramentas práticas.',
  image: course.image,
  href: `/course/${course.id}`,
  price: course.price,
  hours: course.hours,
  months: course.months,
  location: course.id === 1 ? 'Brasil, Rio de Janeiro' : 'A definir',
  date: 'Em breve',
}));

const meta = {
  title: 'Components/Home/CoursesGrid',
  component: CoursesGrid,
  args: { id: 'cursos', courses: cards },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CoursesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A card per course, each linking to /course/{id}; the section is the #cursos anchor, named by its heading. */
export const AllCourses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Cursos para aprofundar a sua prática' });
    await expect(region).toHaveAttribute('id', 'cursos');
    const items = within(region)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'UL' && li.querySelector('article'));
    await expect(items).toHaveLength(5);
    for (const id of [1, 2, 3, 4, 5])
      await expect(canvas.getByRole('link', { name: `Curso ${id}` })).toHaveAttribute('href', `/course/${id}`);
  },
};

export const SingleCourse: Story = { args: { courses: cards.slice(0, 1) } };

export const English: Story = { globals: { locale: 'en' } };
