import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '@/components/ui';
import { CallToAction } from '@/components/content/CallToAction';

const meta = {
  title: 'Components/Content/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Vamos falar sobre os seus casos?',
    text: 'Conte-nos o que procura e preparamos consigo o formato mais adequado.',
    actions: (
      <ButtonLink to="/contact" variant="secondary" size="lg">
        Contactar
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
    await expect(canvas.getByRole('region', { name: 'Vamos falar sobre os seus casos?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', '/contact');
  },
};

/** Warm sand band with a primary button. */
export const Alt: Story = {
  args: {
    tone: 'alt',
    actions: <ButtonLink to="/contact">Pedir orientação</ButtonLink>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Pedir orientação' })).toBeVisible();
  },
};
