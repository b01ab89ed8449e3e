import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '@/components/ui';
import { CallToAction } from '@/components/content/CallToAction';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Content/CallToAction',
  tags: ['status:stable'],
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: {
    title: tk('mentorship.ctaTitle'),
    text: tk('mentorship.ctaText'),
    actions: (
      <ButtonLink to="/contact" variant="secondary" size="lg">
        <T k="mentorship.cta" />
      </ButtonLink>
    ),
    tone: 'primary',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'alt'] } },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Teal band: a named region with its heading and action. */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('mentorship.ctaTitle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('mentorship.cta') })).toHaveAttribute('href', href('/contact'));
  },
};

/** Warm sand band with a primary button. */
export const Alt: Story = {
  args: {
    tone: 'alt',
    actions: (
      <ButtonLink to="/contact">
        <T k="sections.courses.helpCta" />
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('sections.courses.helpCta') })).toBeVisible();
  },
};
