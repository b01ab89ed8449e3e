import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as ValuesPage } from '@/pages/values/ValuesPage';

/** /nossos-valores — mission, six bases, commitments, a button to /#cursos. */
const meta = {
  title: 'Pages/Values',
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/nossos-valores" url="/nossos-valores" Component={ValuesPage} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Values: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Missão' })).toBeVisible();
    const bases = canvas.getByRole('heading', { level: 2, name: 'As seis bases do nosso trabalho' }).parentElement as HTMLElement;
    await expect(within(bases).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Os nossos compromissos' })).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: /Ver cursos/ }))
      await expect(link).toHaveAttribute('href', '/#cursos');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'The six foundations of our work' })).toBeVisible();
  },
};
