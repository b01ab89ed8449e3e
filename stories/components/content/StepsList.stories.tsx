import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepsList } from '@/components/content/StepsList';

const meta = {
  title: 'Components/Content/StepsList',
  tags: ['status:stable'],
  component: StepsList,
  parameters: { layout: 'fullscreen' },
  args: {
    steps: [
      { title: 'Contacto', text: 'Envie-nos uma mensagem.' },
      { title: 'Questionário inicial', text: 'Recebe um breve questionário.' },
      { title: 'Preparação', text: 'Enviamos leituras.' },
      { title: 'Imersão', text: 'Dias de prática intensiva.' },
      { title: 'Acompanhamento', text: 'Uma sessão online de seguimento.' },
    ],
  },
} satisfies Meta<typeof StepsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Five steps as an ordered list. */
export const FiveSteps: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const ThreeSteps: Story = {
  args: {
    steps: [
      { title: 'Um', text: 'Primeiro.' },
      { title: 'Dois', text: 'Segundo.' },
      { title: 'Três', text: 'Terceiro.' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
