import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Routes, Route } from 'react-router-dom';
import { ButtonLink, Icon } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/UI/ButtonLink',
  tags: ['status:stable'],
  component: ButtonLink,
  args: { to: '/cursos', children: tk('values.cta'), variant: 'primary', size: 'md', fullWidth: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    to: { control: 'text' },
    iconLeft: { control: false },
    iconRight: { control: false },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Outline: Story = { args: { variant: 'outline', to: '/', children: tk('common.backHome') } };

export const WithIcon: Story = { args: { iconRight: <Icon name="arrowRight" size={18} /> } };

/** A real router link: clicking navigates without a page load. */
export const Navigates: Story = {
  render: (args) => (
    <Routes>
      <Route path="/" element={<ButtonLink {...args} />} />
      <Route
        path="/cursos"
        element={
          <p>
            <T k="sections.courses.title" />
          </p>
        }
      />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: t('values.cta') });
    await expect(link).toHaveAttribute('href', href('/cursos'));
    await userEvent.click(link);
    await expect(await canvas.findByText(t('sections.courses.title'))).toBeVisible();
  },
};
