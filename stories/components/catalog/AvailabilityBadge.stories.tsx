import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AvailabilityBadge } from '@/components/catalog/AvailabilityBadge';
import { i18n } from '@/i18n';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/** The book page's prefix: the availability label and a colon ('Disponibilidade:', 'Availability:'). */
const pagePrefix = (translate: (key: string) => string) => `${translate('availability.label')}:`;

const meta = {
  title: 'Components/Catalog/AvailabilityBadge',
  tags: ['status:stable'],
  component: AvailabilityBadge,
  args: { label: tk('availability.inStock'), tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'warning', 'info', 'danger', 'neutral'] },
    prefix: { control: 'text' },
  },
  decorators: [
    // Without a prefix of its own, the story gets the book page's, in the toolbar's language.
    (Story, { args, globals }) => {
      const translate = i18n.getFixedT(globals.locale === 'en' ? 'en' : 'pt');
      return Story({ args: { ...args, prefix: args.prefix ?? pagePrefix(translate) } });
    },
  ],
} satisfies Meta<typeof AvailabilityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (key: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const badge = within(canvasElement).getByTestId('availability');
    await expect(badge).toHaveTextContent(t(key));
    await expect(badge).toHaveTextContent(pagePrefix(t));
  };

export const Playground: Story = {};
export const InStock: Story = {
  args: { label: tk('availability.inStock'), tone: 'success' },
  play: shows('availability.inStock'),
};
export const Limited: Story = {
  args: { label: tk('availability.limited'), tone: 'warning' },
  play: shows('availability.limited'),
};
export const PreOrder: Story = {
  args: { label: tk('availability.preOrder'), tone: 'info' },
  play: shows('availability.preOrder'),
};
export const OutOfStock: Story = {
  args: { label: tk('availability.outOfStock'), tone: 'danger' },
  play: shows('availability.outOfStock'),
};
/** Any other availability value. */
export const Unavailable: Story = {
  args: { label: tk('availability.unavailable'), tone: 'neutral' },
  play: shows('availability.unavailable'),
};
