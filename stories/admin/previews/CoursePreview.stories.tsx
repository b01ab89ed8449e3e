import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoursePreview } from '@/admin/previews/CoursePreview';
import type { ContentFile } from '@/admin/previews/contentFile';
// Entries of the catalogue as shipped: what the plays expect stays put while the educator edits content/.
import course1 from '../../../build/content/fixtures/catalogue-as-shipped/courses/1.json';
import course5 from '../../../build/content/fixtures/catalogue-as-shipped/courses/5.json';
import { language, startsWith, t } from '../../support/t';

/** The admin's preview of a course (the entry being edited, content/courses/<id>.json), in the toolbar's language. */
const meta = {
  title: 'Admin/Previews/CoursePreview',
  tags: ['status:beta'],
  component: CoursePreview,
  parameters: { layout: 'fullscreen' },
  args: { file: course1 as ContentFile },
} satisfies Meta<typeof CoursePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A course sold here: its card and its page with the price, the programme and the learning outcomes. */
export const WithPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = course1[language()];
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(canvas.getAllByText('546,00 €').length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByText(texts.learningOutcomes[0]!)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('course.actions.buyNow') })).toBeVisible();
    // {{name}} is the educator's name, as on the page.
    await expect(canvas.queryByText(/\{\{name\}\}/)).toBeNull();
  },
};

/** The international programme: no price, enrolment on the partner's site. */
export const International: Story = {
  args: { file: course5 as ContentFile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: startsWith('course.international.enrol') })).toBeVisible();
    await expect(canvas.queryByText(/€/)).toBeNull();
  },
};
