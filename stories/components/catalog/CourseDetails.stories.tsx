import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ExternalButtonLink, Price } from '@/components/ui';
import { CourseDetails } from '@/components/catalog/CourseDetails';
import { courses } from '@/data/courses';
import { T, tk } from '../../support/translatedArgs';
import { href, startsWith, t } from '../../support/t';

const onBuy = fn();

const meta = {
  title: 'Components/Catalog/CourseDetails',
  tags: ['status:stable'],
  component: CourseDetails,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: tk('course.eyebrow'),
    title: tk('catalog.courses.2.title'),
    summary: tk('catalog.courses.2.summary'),
    image: { ...courses[1]!.image, alt: '' },
    back: { to: '/cursos', label: tk('course.breadcrumb') },
    price: <Price amount={350} size="lg" />,
    actions: (
      <>
        <Button size="lg" onClick={onBuy}>
          <T k="course.actions.buyNow" />
        </Button>
        <Button size="lg" variant="secondary">
          <T k="course.actions.addToCart" />
        </Button>
      </>
    ),
    note: tk('course.actions.loginHint'),
    factsTitle: tk('course.factsTitle'),
    facts: [
      { label: tk('course.facts.instructor'), value: 'Helena Marques', icon: 'user' },
      { label: tk('course.facts.location'), value: tk('catalog.courses.2.location'), icon: 'mapPin' },
      { label: tk('course.facts.date'), value: tk('catalog.courses.2.date'), icon: 'calendar' },
    ],
    sections: [
      { id: 'programme', title: tk('course.sections.programme'), text: tk('catalog.courses.2.description.programme') },
      { id: 'audience', title: tk('course.sections.audience'), text: tk('catalog.courses.2.description.audience') },
    ],
    outcomesTitle: tk('course.sections.learningOutcomes'),
    outcomes: [tk('catalog.courses.2.learningOutcomes.0'), tk('catalog.courses.2.learningOutcomes.2')],
  },
} satisfies Meta<typeof CourseDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** With a price and actions: the buttons are the caller's. */
export const WithPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('catalog.courses.2.title'));
    await expect(canvas.getByTestId('course-price')).toHaveTextContent('350,00 €');
    await userEvent.click(canvas.getByRole('button', { name: t('course.actions.buyNow') }));
    await expect(onBuy).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: t('course.breadcrumb') })).toHaveAttribute('href', href('/cursos'));
  },
};

/** No price (course 5): a badge and an external enrol link only. */
export const WithoutPrice: Story = {
  args: {
    badge: tk('course.international.badge'),
    price: undefined,
    actions: (
      <ExternalButtonLink href="https://example.org/international-programme" size="lg">
        <T k="course.international.enrol" />
      </ExternalButtonLink>
    ),
    note: tk('course.international.note'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('course-price')).toBeNull();
    await expect(canvas.getByText(t('course.international.badge'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: startsWith('course.international.enrol') })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
