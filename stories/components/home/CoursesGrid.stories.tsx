import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoursesGrid } from '@/components/home/CoursesGrid';
import { courses } from '@/data/courses';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

/** The home page's course cards, their copy from `catalog.courses.<id>`. */
const cards = courses.map((course) => ({
  id: course.id,
  title: tk(`${course.key}.title`),
  summary: tk(`${course.key}.summary`),
  image: course.image,
  href: `/course/${course.id}`,
  price: course.price,
  hours: course.hours,
  months: course.months,
  location: tk(`${course.key}.location`),
  date: tk(`${course.key}.date`),
}));

const meta = {
  title: 'Components/Home/CoursesGrid',
  tags: ['status:stable'],
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
    const region = canvas.getByRole('region', { name: t('home.courses.title') });
    await expect(region).toHaveAttribute('id', 'cursos');
    const items = within(region)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'UL' && li.querySelector('article'));
    await expect(items).toHaveLength(5);
    for (const id of [1, 2, 3, 4, 5])
      await expect(canvas.getByRole('link', { name: t(`catalog.courses.${id}.title`) })).toHaveAttribute(
        'href',
        href(`/course/${id}`),
      );
  },
};

export const SingleCourse: Story = { args: { courses: cards.slice(0, 1) } };
