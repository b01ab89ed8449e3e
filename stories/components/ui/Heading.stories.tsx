import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';

const meta = {
  title: 'Components/UI/Heading',
  tags: ['status:stable'],
  component: Heading,
  args: { as: 'h2', children: tk('values.title'), align: 'start' },
  argTypes: {
    as: { control: 'inline-radio', options: ['h1', 'h2', 'h3', 'h4'] },
    size: { control: 'inline-radio', options: [undefined, 'sm', 'md', 'lg', 'xl', 'display'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Display: Story = { args: { as: 'h1', size: 'display', children: tk('home.banner.title') } };

/** The outline level and the visual size are independent. */
export const Levels: Story = {
  render: () => (
    <>
      <Heading as="h1">
        h1 · xl — <T k="about.eyebrow" />
      </Heading>
      <Heading as="h2">
        h2 · lg — <T k="nav.trainings" />
      </Heading>
      <Heading as="h3">
        h3 · md — <T k="catalog.books.1.tags.0" />
      </Heading>
      <Heading as="h4">
        h4 · sm — <T k="catalog.launches.2.title" />
      </Heading>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4]) await expect(canvas.getByRole('heading', { level })).toBeVisible();
  },
};

export const Centered: Story = { args: { align: 'center' } };
