import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentProblems } from '@/admin/ContentProblems';
import { t } from '../support/t';

/** Above the admin on `npm run cms`: the content files the site cannot read, each with its file and field. */
const meta = {
  title: 'Admin/ContentProblems',
  tags: ['status:beta'],
  component: ContentProblems,
  parameters: { layout: 'fullscreen' },
  args: { problems: ['content/testimonials/99.json: pt.rating: tem de ser 5 ou menos'] },
} satisfies Meta<typeof ContentProblems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One file with one problem: the file and the field named, in the build's words. */
export const OneProblem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('alert', { name: t('admin.problems.title') });
    await expect(panel).toBeVisible();
    await expect(within(panel).getByText('content/testimonials/99.json: pt.rating: tem de ser 5 ou menos')).toBeVisible();
  },
};

/** Several files, several fields: one line each. */
export const SeveralProblems: Story = {
  args: {
    problems: [
      'content/books/9.json: pt.isbn: tem de ser um ISBN-13 de 13 algarismos com o algarismo de controlo certo',
      'content/books/9.json: en.title: obrigatório',
      'content/testimonials/1-1.json: pt.id: tem de ser o nome do ficheiro (1-1.json tem o número 1)',
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Every file good: nothing drawn. */
export const NoProblem: Story = {
  args: { problems: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
