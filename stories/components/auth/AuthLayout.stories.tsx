import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from '@/components/auth';
import { TextLink } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Auth/AuthLayout',
  tags: ['status:stable'],
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: tk('login.eyebrow'),
    title: tk('login.title'),
    lead: tk('login.lead'),
    width: 'narrow',
    showAside: true,
    // Stands in for the form the page puts here (a line of the site's forms).
    children: (
      <p>
        <T k="register.requiredNote" />
      </p>
    ),
  },
  argTypes: { width: { control: 'inline-radio', options: ['narrow', 'wide'] } },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The h1 names the screen; the branded panel shows beside the card on wide screens. */
export const Narrow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
    await expect(canvas.getByText(t('register.requiredNote'))).toBeVisible();
  },
};

/** The registration width. */
export const Wide: Story = {
  args: { width: 'wide', eyebrow: tk('register.eyebrow'), title: tk('register.title'), lead: tk('register.lead') },
};

/** Links under the card content. */
export const WithFooter: Story = {
  args: {
    footer: (
      <TextLink to="/login">
        <T k="recovery.backToLogin" />
      </TextLink>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('recovery.backToLogin') })).toHaveAttribute(
      'href',
      href('/login'),
    );
  },
};

/** Without the branded panel. */
export const NoAside: Story = { args: { showAside: false } };
