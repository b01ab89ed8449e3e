import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink, PageHeader } from '@/components/ui';

const meta = {
  title: 'Components/UI/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Recursos',
    title: 'Artigos e teses',
    lead: 'Investigação publicada em terapia ocupacional, integração sensorial e desenvolvimento infantil.',
  },
  argTypes: { eyebrow: { control: 'text' }, title: { control: 'text' }, lead: { control: 'text' }, children: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Artigos e teses' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { eyebrow: undefined, lead: undefined, title: 'Carrinho' } };

export const WithActions: Story = {
  args: {
    eyebrow: 'Mentorias',
    title: 'Mentoria individual',
    lead: 'Acompanhamento próximo durante 6 meses.',
    children: <ButtonLink to="/contact">Fale comigo</ButtonLink>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Fale comigo' })).toHaveAttribute('href', '/contact');
  },
};
