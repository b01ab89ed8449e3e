import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExternalButtonLink, Icon } from '@/components/ui';

const meta = {
  title: 'Components/UI/ExternalButtonLink',
  component: ExternalButtonLink,
  args: {
    href: 'https://example.com/inscricao',
    children: 'Inscrever no programa',
    variant: 'secondary',
    size: 'md',
    newTab: true,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    iconLeft: { control: false },
    iconRight: { control: false },
  },
} satisfies Meta<typeof ExternalButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a new tab safely and tells screen-reader users so. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Inscrever no programa/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    await expect(link).toHaveAccessibleName('Inscrever no programa (abre num novo separador)');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Inscrever no programa (opens in a new tab)');
  },
};

/** mailto: and tel: links stay in the same tab. */
export const SameTab: Story = {
  args: {
    href: 'mailto:contacto@example.com',
    newTab: false,
    children: 'Enviar email',
    variant: 'outline',
    iconLeft: <Icon name="mail" size={18} />,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Enviar email' });
    await expect(link).not.toHaveAttribute('target');
  },
};
