import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoRibbon } from '@/components/layout';
import { i18n } from '@/i18n';

/**
 * The strip every page shows while the site runs on the mock backend (demo builds and `npm start`).
 * A real-backend build never renders it.
 */
const meta = {
  title: 'Components/Layout/DemoRibbon',
  tags: ['status:stable'],
  component: DemoRibbon,
  args: { label: 'Demonstração: sem pagamentos reais', regionLabel: 'Aviso de demonstração' },
  render: (args, { globals }) => {
    const lng = (globals.locale as string | undefined) ?? 'pt';
    const t = i18n.getFixedT(lng);
    return <DemoRibbon {...args} label={t('common.demoRibbon')} regionLabel={t('common.demoRibbonRegion')} />;
  },
} satisfies Meta<typeof DemoRibbon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { render: (args) => <DemoRibbon {...args} /> };

/** The translated strip, in the toolbar's language, is a named landmark. */
export const Translated: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = i18n.getFixedT((globals.locale as string | undefined) ?? 'pt');
    const region = within(canvasElement).getByRole('complementary', { name: t('common.demoRibbonRegion') });
    await expect(region).toHaveTextContent(t('common.demoRibbon'));
  },
};
