import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExternalButtonLink, Icon } from '@/components/ui';
import { tk } from '../../support/translatedArgs';
import { startsWith, t } from '../../support/t';

const meta = {
  title: 'Components/UI/ExternalButtonLink',
  tags: ['status:stable'],
  component: ExternalButtonLink,
  args: {
    href: 'https://example.com/inscricao',
    children: tk('course.international.enrol'),
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
    const link = within(canvasElement).getByRole('link', { name: startsWith('course.international.enrol') });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    await expect(link).toHaveAccessibleName(`${t('course.international.enrol')} ${t('ui.opensInNewTab')}`);
  },
};

/** mailto: and tel: links stay in the same tab. */
export const SameTab: Story = {
  args: {
    href: 'mailto:contacto@example.com',
    newTab: false,
    children: tk('footer.emailLabel'),
    variant: 'outline',
    iconLeft: <Icon name="mail" size={18} />,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: t('footer.emailLabel') });
    await expect(link).not.toHaveAttribute('target');
  },
};
