import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, ButtonLink, Icon, Price, TextLink } from '@/components/ui';
import { PurchaseBox } from '@/components/catalog/DetailLayout';
import { T, tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/** The card in a product hero that holds the price and the actions (book, course and launch pages). */
const meta = {
  title: 'Components/Catalog/PurchaseBox',
  tags: ['status:stable'],
  component: PurchaseBox,
  args: {
    children: <Price amount={350} size="lg" />,
    actions: (
      <>
        <Button size="lg">
          <T k="course.actions.buyNow" />
        </Button>
        <Button size="lg" variant="secondary" iconLeft={<Icon name="cart" size={18} />}>
          <T k="course.actions.addToCart" />
        </Button>
      </>
    ),
    actionsWidth: 'fill',
    compact: false,
  },
  argTypes: {
    actionsWidth: { control: 'inline-radio', options: ['fill', 'natural'] },
    note: { control: 'text' },
    children: { control: false },
    actions: { control: false },
    extra: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PurchaseBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The buttons share the row (at least 14 rem each), so two sit on one line in a wide column. */
export const Fill: Story = {
  play: async ({ canvasElement }) => {
    const [buy, cart] = within(canvasElement).getAllByRole('button');
    await expect(buy!.getBoundingClientRect().width).toBeCloseTo(cart!.getBoundingClientRect().width, 0);
    await expect(buy!.getBoundingClientRect().top).toBeCloseTo(cart!.getBoundingClientRect().top, 0);
  },
};

/** A price in three short lines and buttons at their own width (the launch page). */
export const CompactNatural: Story = {
  args: {
    compact: true,
    actionsWidth: 'natural',
    children: <Price amount={297} currency="BRL" size="lg" />,
    actions: (
      <>
        <Button size="lg">
          <T k="launch.buyNow" />
        </Button>
        <ButtonLink to="/" size="lg" variant="outline">
          <T k="launch.back" />
        </ButtonLink>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('button', { name: t('launch.buyNow') });
    const back = canvas.getByRole('link', { name: t('launch.back') });
    await expect(buy.getBoundingClientRect().width).not.toBeCloseTo(back.getBoundingClientRect().width, 0);
  },
};

/** Small print under the actions and a secondary link below it. */
export const WithNoteAndExtra: Story = {
  args: {
    note: tk('course.actions.loginHint'),
    extra: (
      <TextLink to="/pdfs/sample.pdf">
        <T k="book.sample" />
      </TextLink>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('course.actions.loginHint'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('book.sample') })).toBeVisible();
  },
};
