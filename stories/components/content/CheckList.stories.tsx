import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckList } from '@/components/content/CheckList';

const meta = {
  title: 'Components/Content/CheckList',
  tags: ['status:stable'],
  component: CheckList,
  args: {
    items: ['Aulas gravadas com acesso durante 12 meses', 'Vídeos de sessões reais comentados', 'Certificado de conclusão'],
    columns: 1,
  },
  argTypes: { columns: { control: 'inline-radio', options: [1, 2] }, icon: { control: 'text' } },
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const TwoColumnsWithArrows: Story = {
  args: { columns: 2, icon: 'arrowRight' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Certificado de conclusão')).toBeVisible();
  },
};
