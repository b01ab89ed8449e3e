import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { FeatureCard } from '@/components/content/FeatureCard';
import { FeatureGrid } from '@/components/content/FeatureGrid';
import { Text } from '@/components/ui';
import { atViewport } from '../../support/viewports';
import { t } from '../../support/t';

const icons = ['sparkles', 'user', 'play'] as const;

function HighlightCards() {
  const { t: translate } = useTranslation();
  return icons.map((icon, index) => (
    <FeatureCard
      key={icon}
      icon={icon}
      title={translate(`immersion.highlights.${index}.title`)}
      text={translate(`immersion.highlights.${index}.text`)}
    />
  ));
}

/** Feature cards in as many equal columns as the width allows (immersion and mentorship formats, highlights). */
const meta = {
  title: 'Components/Content/FeatureGrid',
  tags: ['status:stable'],
  component: FeatureGrid,
  args: { children: <HighlightCards />, minColumnWidth: 280, spacing: 'below' },
  argTypes: {
    minColumnWidth: { control: 'inline-radio', options: [280, 320] },
    spacing: { control: 'inline-radio', options: ['below', 'above', 'none'] },
    children: { control: false },
  },
  render: (args) => (
    <>
      <Text tone="muted">{t('immersion.overview')}</Text>
      <FeatureGrid {...args} />
      <Text tone="muted">{t('immersion.galleryLead')}</Text>
    </>
  ),
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnsOf = (canvasElement: HTMLElement) =>
  new Set(
    within(canvasElement)
      .getAllByRole('listitem')
      .map((item) => Math.round(item.getBoundingClientRect().left)),
  ).size;

export const Playground: Story = {};

const width900 = (Story: () => React.ReactNode) => <div style={{ width: 900 }}>{Story()}</div>;

/** In 900 px three cards of at least 280 px sit side by side, as a list of three. */
export const ThreeColumns: Story = {
  globals: atViewport('wide'),
  decorators: [width900],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(columnsOf(canvasElement)).toBe(3);
  },
};

/** With 320 px columns (the mentorship formats) the same 900 px hold two. */
export const WiderColumns: Story = {
  args: { minColumnWidth: 320 },
  globals: atViewport('wide'),
  decorators: [width900],
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(2);
  },
};

/** On a phone the cards stack in one column. */
export const Phone: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(1);
  },
};

/** `above`: the room is over the grid (after a lead paragraph) and none under it. */
export const SpacingAbove: Story = {
  args: { spacing: 'above' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(parseFloat(getComputedStyle(list).marginTop)).toBeGreaterThan(0);
    await expect(getComputedStyle(list).marginBottom).toBe('0px');
  },
};
