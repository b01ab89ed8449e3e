import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Toast, ToastRegion } from '@/components/ui';
import { T } from '../../support/translatedArgs';
import { t } from '../../support/t';

/** The region's polite or assertive live region. */
const live = (region: HTMLElement, politeness: 'polite' | 'assertive') =>
  region.querySelector<HTMLElement>(`[aria-live="${politeness}"]`) as HTMLElement;

/** Every live region (aria-live or a live role) from `el` up to the document. */
function liveRegionsAround(el: Element): Element[] {
  const found: Element[] = [];
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node.matches('[aria-live], [role="status"], [role="alert"], [role="log"], [role="marquee"], [role="timer"]')) {
      found.push(node);
    }
  }
  return found;
}

const meta = {
  title: 'Components/UI/ToastRegion',
  tags: ['status:stable'],
  component: ToastRegion,
  parameters: { layout: 'fullscreen' },
  args: {
    polite: (
      <>
        <Toast tone="success" message={<T k="wishlist.added" />} onClose={fn()} duration={0} />
        <Toast tone="info" message={<T k="wishlist.removed" />} onClose={fn()} duration={0} />
      </>
    ),
    assertive: <Toast tone="error" message={<T k="book.toasts.actionError" />} onClose={fn()} duration={0} />,
  },
  argTypes: { polite: { control: false }, assertive: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '60vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Success and info in the polite live region, errors in the assertive one; the region itself is a labelled
 * landmark, not live, and no toast is a live region: each message is inside exactly one live region.
 */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: t('ui.notifications') });
    await expect(region).not.toHaveAttribute('aria-live');
    await expect(within(region).getAllByRole('button', { name: t('toast.close') })).toHaveLength(3);
    for (const [text, live] of [
      [t('wishlist.added'), 'polite'],
      [t('wishlist.removed'), 'polite'],
      [t('book.toasts.actionError'), 'assertive'],
    ] as const) {
      const regions = liveRegionsAround(within(region).getByText(text));
      await expect(regions, text).toHaveLength(1);
      await expect(regions[0]).toHaveAttribute('aria-live', live);
    }
    await expect(live(region, 'polite')).toHaveTextContent(t('wishlist.added'));
    await expect(live(region, 'assertive')).toHaveTextContent(t('book.toasts.actionError'));
    // No empty role="alert"/"status" left in the page for other checks to trip on.
    await expect(within(region).queryAllByRole('alert')).toHaveLength(0);
  },
};

/** Only polite messages: the assertive live region stays empty (but present). */
export const PoliteOnly: Story = {
  args: { assertive: null },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: t('ui.notifications') });
    await expect(live(region, 'polite')).toHaveTextContent(t('wishlist.removed'));
    await expect(live(region, 'assertive')).toBeEmptyDOMElement();
  },
};

/** Always in the page (two empty live regions), so later toasts are announced. */
export const Empty: Story = {
  tags: ['state:empty'],
  args: { polite: null, assertive: null },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: t('ui.notifications') });
    await expect(region.textContent).toBe('');
    await expect(live(region, 'polite')).toBeEmptyDOMElement();
    await expect(live(region, 'assertive')).toBeEmptyDOMElement();
  },
};
