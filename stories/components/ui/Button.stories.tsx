import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink, Icon, Stack } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';
import { Matrix } from '../../support/Matrix';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/UI/Button',
  tags: ['status:stable'],
  component: Button,
  args: {
    children: tk('contactForm.submit'),
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    iconLeft: { control: false },
    iconRight: { control: false },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: t('contactForm.submit') });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: tk('course.actions.buyNow') } };
export const Outline: Story = { args: { variant: 'outline', children: tk('common.moreInfo') } };
export const Ghost: Story = { args: { variant: 'ghost', children: tk('mockCheckout.cancel') } };
export const Danger: Story = {
  args: { variant: 'danger', children: tk('cart.remove'), iconLeft: <Icon name="trash" size={18} /> },
};

/** The same button at each size. */
export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap>
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Every size keeps a 44 x 44 px touch target.
    for (const button of within(canvasElement).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  args: { loading: true, children: tk('contactForm.sending') },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: t('contactForm.sending') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    // Busy, not disabled: keyboard focus stays on it while it works.
    await expect(button).toBeEnabled();
    await expect(button).toHaveFocus();
  },
};

/** A busy submit button does not submit its form again (click, or Enter in a field of the form). */
export const LoadingSubmit: Story = {
  tags: ['state:loading'],
  args: { loading: true, type: 'submit', children: tk('contactForm.sending') },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        args.onClick?.(event as never);
      }}
    >
      <input aria-label={t('login.email')} />
      <Button {...args} />
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('contactForm.sending') }));
    await userEvent.type(canvas.getByRole('textbox'), 'a{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: tk('wishlist.soldOut') },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: t('wishlist.soldOut') });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  args: {
    children: tk('course.actions.addToCart'),
    iconLeft: <Icon name="cart" size={18} />,
  },
  render: (args) => (
    <Stack direction="row" gap={3} wrap>
      <Button {...args} />
      <Button variant="outline" iconRight={<Icon name="arrowRight" size={18} />}>
        <T k="values.cta" />
      </Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Icons are decorative: the name is the text only.
    await expect(within(canvasElement).getByRole('button', { name: t('course.actions.addToCart') })).toBeVisible();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: tk('cart.checkout') },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeCloseTo(button.parentElement!.getBoundingClientRect().width, 0);
  },
};

export const AsLink: Story = {
  render: (args) => (
    <ButtonLink to="/cursos" variant={args.variant} size={args.size} iconRight={<Icon name="arrowRight" size={18} />}>
      <T k="values.cta" />
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: t('values.cta') });
    await expect(link).toHaveAttribute('href', href('/cursos'));
  },
};

const VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;

/**
 * Every variant in every state, side by side (the guidance page shows this table). Hover and keyboard focus
 * are real here: point at a button or press Tab to see them.
 */
export const VariantsAndStates: Story = {
  render: () => (
    <Matrix
      caption="Button: variant x state"
      columns={['default', 'with icon', 'small', 'loading', 'disabled']}
      rows={VARIANTS.map((variant) => ({
        label: variant,
        cells: [
          <Button key="default" variant={variant}>
            <T k="contactForm.submit" />
          </Button>,
          <Button key="icon" variant={variant} iconLeft={<Icon name="cart" size={18} />}>
            <T k="course.actions.addToCart" />
          </Button>,
          <Button key="small" variant={variant} size="sm">
            <T k="common.moreInfo" />
          </Button>,
          <Button key="loading" variant={variant} loading>
            <T k="contactForm.sending" />
          </Button>,
          <Button key="disabled" variant={variant} disabled>
            <T k="wishlist.soldOut" />
          </Button>,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(VARIANTS.length + 1);
    await expect(canvas.getAllByRole('button', { name: t('contactForm.sending') })).toHaveLength(VARIANTS.length);
    for (const button of canvas.getAllByRole('button', { name: t('wishlist.soldOut') })) await expect(button).toBeDisabled();
  },
};
