import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '@/components/ui';
import { FeatureCard } from '@/components/content/FeatureCard';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Content/FeatureCard',
  tags: ['status:stable'],
  component: FeatureCard,
  args: {
    title: tk('immersion.highlights.0.title'),
    text: tk('immersion.highlights.0.text'),
    icon: 'sparkles',
    as: 'div',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: t('immersion.highlights.0.title') })).toBeVisible();
  },
};

/** A numbered marker (the six bases of the values page). */
export const Numbered: Story = {
  args: {
    icon: undefined,
    marker: 3,
    markerTone: 'accent',
    title: tk('values.bases.2.title'),
    text: tk('values.bases.2.text'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3')).toBeVisible();
  },
};

/** A format card with its duration and a 'more info' link. */
export const WithMetaAndAction: Story = {
  args: {
    icon: 'calendar',
    title: tk('immersion.formats.1.title'),
    meta: tk('immersion.formats.1.duration'),
    text: tk('immersion.formats.1.text'),
    action: (
      <ButtonLink to="/contact" variant="outline" size="sm">
        <T k="common.moreInfo" />
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('immersion.formats.1.duration'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common.moreInfo') })).toHaveAttribute('href', href('/contact'));
  },
};
