import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { expectDescriptiveLinkText } from '../support/links';
import { Component as CoursesPage } from '@/pages/course/CoursesPage';
import { Component as MentorshipsPage } from '@/pages/mentorship/MentorshipsPage';
import { Component as ImmersionsPage } from '@/pages/immersion/ImmersionsPage';
import { href, pattern, t } from '../support/t';

/** The section routes /cursos, /mentorias and /imersoes as listing pages of each offer. */
const meta = {
  title: 'Pages/Sections',
  parameters: { router: false, layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** /cursos: the five courses, each linking to /course/{id}. */
export const Courses: Story = {
  render: () => <PageHarness path="/cursos" url="/cursos" Component={CoursesPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('sections.courses.title') })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    const hrefs = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const id of [1, 2, 3, 4, 5]) await expect(hrefs).toContain(href(`/course/${id}`));
  },
};

/** /mentorias: the formats and a link to /mentorship-details. */
export const Mentorships: Story = {
  render: () => <PageHarness path="/mentorias" url="/mentorias" Component={MentorshipsPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('sections.mentorships.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: t('mentorship.formats.0.title') })).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: t('sections.mentorships.details') })) {
      await expect(link).toHaveAttribute('href', href('/mentorship-details'));
    }
  },
};

/** /imersoes: the three formats with 'more info' (its text names the format) to /contact and a link to /imersao-details. */
export const Immersions: Story = {
  render: () => <PageHarness path="/imersoes" url="/imersoes" Component={ImmersionsPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('sections.immersions.title') })).toBeVisible();
    const more = canvas.getAllByRole('link', { name: pattern('immersion.formatMoreInfo', { title: '\\S.*' }) });
    await expect(more.map((link) => link.getAttribute('href'))).toEqual([
      href('/contact?subject=immersion-weekend'),
      href('/contact?subject=immersion-clinical'),
      href('/contact?subject=immersion-teams'),
    ]);
    for (const link of more) await expectDescriptiveLinkText(link);
    for (const link of canvas.getAllByRole('link', { name: t('sections.immersions.details') })) {
      await expect(link).toHaveAttribute('href', href('/imersao-details'));
    }
  },
};

/** /cursos in English: Courses' checks, in English. */
export const CoursesEnglish: Story = {
  ...Courses,
  globals: { locale: 'en' },
};
