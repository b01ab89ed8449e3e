import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as ValuesPage } from '@/pages/values/ValuesPage';
import { href, t } from '../support/t';

/** /nossos-valores — mission, six bases, commitments, a button to /#cursos. */
const meta = {
  title: 'Pages/Values',
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/nossos-valores" url="/nossos-valores" Component={ValuesPage} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mission, the six bases, the commitments and the buttons to the courses. */
export const Values: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t('values.missionTitle') })).toBeVisible();
    const bases = canvas.getByRole('heading', { level: 2, name: t('values.basesTitle') }).parentElement as HTMLElement;
    await expect(within(bases).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 2, name: t('values.commitmentsTitle') })).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: t('values.cta') }))
      await expect(link).toHaveAttribute('href', href('/#cursos'));
  },
};

/** The page in English: Values' checks, in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: Values.play,
};
