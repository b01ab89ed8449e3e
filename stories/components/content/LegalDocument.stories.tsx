import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument } from '@/components/content/LegalDocument';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';
import { atViewport } from '../../support/viewports';

/** The address the privacy texts mention (data: the site's contact e-mail comes from the config). */
const EMAIL = 'contacto@exemplo.pt';

const meta = {
  title: 'Components/Content/LegalDocument',
  tags: ['status:stable'],
  component: LegalDocument,
  args: {
    idPrefix: 'doc',
    title: tk('legal.privacy.title'),
    updatedLabel: tk('legal.lastUpdated'),
    updatedDate: '02/04/2025',
    updatedDateTime: '2025-04-02',
    tocTitle: tk('legal.toc'),
    intro: [tk('legal.privacy.intro.0')],
    linkEmail: EMAIL,
    sections: [
      {
        heading: tk('legal.privacy.sections.0.heading'),
        paragraphs: [tk('legal.privacy.sections.0.paragraphs.1', { email: EMAIL })],
      },
      {
        heading: tk('legal.privacy.sections.3.heading'),
        paragraphs: [tk('legal.privacy.sections.3.paragraphs.0')],
        items: [tk('legal.privacy.sections.3.items.0'), tk('legal.privacy.sections.3.items.1')],
        after: [tk('legal.privacy.sections.3.after.0')],
      },
      {
        heading: tk('legal.privacy.sections.6.heading'),
        items: [0, 1, 2].map((index) => tk(`legal.privacy.sections.6.items.${index}`)),
      },
    ],
  },
  argTypes: { sections: { control: 'object' }, intro: { control: 'object' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Title, date, a table of contents linking to numbered sections, paragraphs and lists; the email is a mailto link. */
export const Structure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('legal.privacy.title') })).toBeVisible();
    await expect(canvas.getByText('02/04/2025')).toHaveAttribute('datetime', '2025-04-02');
    const toc = within(canvas.getByRole('navigation', { name: t('legal.toc') }));
    const entries = toc.getAllByRole('link');
    await expect(entries).toHaveLength(3);
    await expect(entries[1]).toHaveAttribute('href', `${href('/')}#doc-2`);
    await expect(canvas.getByRole('heading', { level: 2, name: `2. ${t('legal.privacy.sections.3.heading')}` })).toBeVisible();
    await expect(canvas.getByRole('region', { name: `3. ${t('legal.privacy.sections.6.heading')}` })).toHaveAttribute(
      'id',
      'doc-3',
    );
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    await expect(canvas.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: t('legal.toc') })).toBeVisible();
  },
};
