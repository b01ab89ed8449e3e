import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { colord } from 'colord';
import { Button, ButtonLink, Icon, Stack } from '@/components/ui';
import { theme } from '@/theme';
import { T, tk } from '../../support/translatedArgs';
import { Matrix, PSEUDO_STATES, pseudoStatesDrawn } from '../../support/Matrix';
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

/** The background each variant takes under the pointer (Button.styles.ts), read from the theme. */
const HOVER_BACKGROUND: Record<(typeof VARIANTS)[number], string> = {
  primary: theme.colors.primaryHover,
  secondary: theme.colors.accentHover,
  outline: theme.colors.primarySoft,
  ghost: theme.colors.primarySoft,
  danger: theme.colors.dangerHover,
};

const COLUMNS = ['rest', 'hover', 'focus-visible', 'active', 'loading', 'disabled'] as const;

/** The button of a row's cell in one column. */
const cellButton = (canvasElement: HTMLElement, row: number, state: (typeof COLUMNS)[number]) =>
  canvasElement.querySelectorAll('tbody tr')[row]!.querySelector<HTMLButtonElement>(`[data-matrix-state="${state}"] button`)!;

/**
 * Every variant in every state, side by side (the guidance page shows this table). Hover, keyboard focus and
 * the pressed look are drawn in their columns (the pseudo-states addon); the rest column is live: point at
 * a button or press Tab.
 */
export const VariantsAndStates: Story = {
  parameters: PSEUDO_STATES,
  render: () => (
    <Matrix
      caption="Button: variant x state"
      columns={COLUMNS}
      rows={VARIANTS.map((variant) => ({
        label: variant,
        cells: COLUMNS.map((state) =>
          state === 'loading' ? (
            <Button key={state} variant={variant} loading>
              <T k="contactForm.sending" />
            </Button>
          ) : state === 'disabled' ? (
            <Button key={state} variant={variant} disabled>
              <T k="wishlist.soldOut" />
            </Button>
          ) : (
            <Button key={state} variant={variant}>
              <T k="contactForm.submit" />
            </Button>
          ),
        ),
      }))}
    />
  ),
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(VARIANTS.length + 1);
    await expect(canvas.getAllByRole('button', { name: t('contactForm.sending') })).toHaveLength(VARIANTS.length);
    for (const button of canvas.getAllByRole('button', { name: t('wishlist.soldOut') })) await expect(button).toBeDisabled();
    await pseudoStatesDrawn(canvasElement, id);
    // The hover column is drawn hovered: each button has its variant's hover background, and the rest
    // column keeps the resting one (nothing leaks out of the state columns).
    for (const [row, variant] of VARIANTS.entries()) {
      const background = (state: (typeof COLUMNS)[number]) =>
        getComputedStyle(cellButton(canvasElement, row, state)).backgroundColor;
      await waitFor(() =>
        expect(background('hover'), `${variant} hovered`).toBe(colord(HOVER_BACKGROUND[variant]).toRgbString()),
      );
      await expect(background('rest'), `${variant} at rest`).not.toBe(background('hover'));
      // The focus column carries the focus ring; the rest column does not.
      await expect(getComputedStyle(cellButton(canvasElement, row, 'focus-visible')).outlineColor).toBe(
        colord(theme.colors.focus).toRgbString(),
      );
      await expect(getComputedStyle(cellButton(canvasElement, row, 'rest')).outlineStyle).toBe('none');
      // Pressed: moved down a pixel.
      await expect(getComputedStyle(cellButton(canvasElement, row, 'active')).transform).toBe('matrix(1, 0, 0, 1, 0, 1)');
    }
  },
};
