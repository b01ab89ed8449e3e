import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckList } from '@/components/content/CheckList';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/Content/CheckList',
  tags: ['status:stable'],
  component: CheckList,
  args: {
    items: [tk('catalog.launches.0.benefits.0'), tk('catalog.launches.0.benefits.1'), tk('catalog.launches.0.benefits.4')],
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
    await expect(within(canvasElement).getByText(t('catalog.launches.0.benefits.4'))).toBeVisible();
  },
};
