import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink, PageHeader } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/UI/PageHeader',
  tags: ['status:stable'],
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: tk('publications.eyebrow'),
    title: tk('publications.title'),
    lead: tk('publications.lead'),
  },
  argTypes: { eyebrow: { control: 'text' }, title: { control: 'text' }, lead: { control: 'text' }, children: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: t('publications.title') })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { eyebrow: undefined, lead: undefined, title: tk('cart.title') } };

export const WithActions: Story = {
  args: {
    eyebrow: tk('sections.mentorships.eyebrow'),
    title: tk('sections.mentorships.title'),
    lead: tk('sections.mentorships.lead'),
    children: (
      <ButtonLink to="/mentorship-details">
        <T k="sections.mentorships.details" />
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('sections.mentorships.details') })).toHaveAttribute(
      'href',
      href('/mentorship-details'),
    );
  },
};
