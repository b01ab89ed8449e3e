import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoRibbon } from '@/components/layout';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/**
 * The strip every page shows while the site runs on the mock backend (demo builds and `npm start`).
 * A real-backend build never renders it.
 */
const meta = {
  title: 'Components/Layout/DemoRibbon',
  tags: ['status:stable'],
  component: DemoRibbon,
  args: { label: tk('common.demoRibbon'), regionLabel: tk('common.demoRibbonRegion') },
} satisfies Meta<typeof DemoRibbon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The translated strip, in the toolbar's language, is a named landmark. */
export const Translated: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('complementary', { name: t('common.demoRibbonRegion') });
    await expect(region).toHaveTextContent(t('common.demoRibbon'));
  },
};
