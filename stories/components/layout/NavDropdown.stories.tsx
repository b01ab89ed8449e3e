import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link } from 'react-router-dom';
import { NavDropdown, type NavDropdownProps } from '@/components/layout';
import { T, tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/** A controlled dropdown with local open state, as the header's menu machine would drive it. */
function Demo(args: NavDropdownProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <div style={{ minHeight: 260, display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <NavDropdown
        {...args}
        open={open}
        onToggle={() => {
          args.onToggle();
          setOpen((o) => !o);
        }}
        onOpen={() => {
          args.onOpen();
          setOpen(true);
        }}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
      {/* A link after the menu (the header's Contact), for Tab to reach. */}
      <a href="#after">
        <T k="nav.contact" />
      </a>
    </div>
  );
}

const meta = {
  title: 'Components/Layout/NavDropdown',
  tags: ['status:stable'],
  component: NavDropdown,
  args: {
    open: false,
    onToggle: fn(),
    onOpen: fn(),
    onClose: fn(),
    label: tk('nav.trainings'),
    panelId: 'story-dropdown',
    children: (
      <>
        <li>
          <Link to="/#cursos">
            <T k="nav.courses" />
          </Link>
        </li>
        <li>
          <Link to="/#mentorias">
            <T k="nav.mentorships" />
          </Link>
        </li>
        <li>
          <Link to="/#imersoes">
            <T k="nav.immersions" />
          </Link>
        </li>
      </>
    ),
  },
  argTypes: {
    children: { control: false },
    label: { control: 'text' },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof NavDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Closed: a disclosure button with aria-expanded false and aria-controls. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t('nav.trainings') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'story-dropdown');
    await expect(canvas.queryByRole('link', { name: t('nav.courses') })).toBeNull();
  },
};

/** Open: the panel's links are visible; clicking the button again closes it. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t('nav.trainings') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t('nav.courses') })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: t('nav.courses') })).toBeNull();
  },
};

/** Keyboard: ArrowDown opens and focuses the first item, arrows move (wrapping), Escape closes and returns focus. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t('nav.trainings') });
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: t('nav.courses') })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: t('nav.mentorships') })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: t('nav.immersions') })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: t('nav.courses') })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: t('nav.immersions') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Tab moves through the items and out; the panel closes once focus has left it. */
export const TabLeavesAndCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t('nav.trainings') });
    await userEvent.click(toggle);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('nav.courses') })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('nav.immersions') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('nav.contact') })).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalled();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
