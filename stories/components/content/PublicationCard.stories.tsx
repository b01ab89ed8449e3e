import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicationCard } from '@/components/content/PublicationCard';
import { i18n } from '@/i18n';
import { formatMonthYear, intlLocale } from '@/lib/format';
import { tk } from '../../support/translatedArgs';
import { language, t } from '../../support/t';

/** A 'YYYY-MM' month as the articles page writes it in `lng` ('fevereiro de 2021', 'February 2021'). */
const monthYear = (dateTime: string, lng: string) => {
  const [year, month] = dateTime.split('-').map(Number);
  return formatMonthYear(month!, year!, intlLocale(lng));
};

/** The download button's name on the articles page, naming the publication. */
const downloadName = (titleKey: string) => t('publications.downloadLabel', { title: t(titleKey) });

const meta = {
  title: 'Components/Content/PublicationCard',
  tags: ['status:stable'],
  component: PublicationCard,
  args: {
    title: tk('catalog.publications.7.title'),
    type: 'artigo',
    typeLabel: tk('publications.types.artigo'),
    author: 'Larissa Mendes Duarte, Paula Ribeiro Costa',
    authorLabel: tk('publications.authorLabel'),
    // Left empty, date and downloadLabel are written as the articles page writes them (first decorator).
    date: '',
    dateTime: '2021-02',
    description: tk('catalog.publications.7.description'),
    downloadText: tk('publications.download'),
    downloadLabel: '',
    downloading: false,
    onDownload: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: ['artigo', 'tese'] } },
  decorators: [
    // The month in the toolbar's language, and the button named after the (translated) title.
    (Story, { args, globals }) => {
      const lng = globals.locale === 'en' ? 'en' : 'pt';
      return Story({
        args: {
          ...args,
          date: args.date || monthYear(args.dateTime, lng),
          downloadLabel: args.downloadLabel || i18n.getFixedT(lng)('publications.downloadLabel', { title: args.title }),
        },
      });
    },
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PublicationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** An article; the download button names the publication. */
export const Article: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(t('catalog.publications.7.title'));
    await expect(canvas.getByText(monthYear('2021-02', language()))).toHaveAttribute('datetime', '2021-02');
    await userEvent.click(canvas.getByRole('button', { name: downloadName('catalog.publications.7.title') }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

export const Thesis: Story = {
  args: {
    type: 'tese',
    typeLabel: tk('publications.types.tese'),
    title: tk('catalog.publications.10.title'),
    author: 'Inês Carvalho Rocha',
    dateTime: '2020-04',
    description: tk('catalog.publications.10.description'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('publications.types.tese'))).toBeVisible();
  },
};

/** While the PDF is being fetched: spinner, busy and aria-disabled (still focusable). */
export const Downloading: Story = {
  tags: ['state:loading'],
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: downloadName('catalog.publications.7.title') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
