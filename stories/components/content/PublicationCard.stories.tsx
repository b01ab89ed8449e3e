import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicationCard } from '@/components/content/PublicationCard';

const meta = {
  title: 'Components/Content/PublicationCard',
  tags: ['status:stable'],
  component: PublicationCard,
  args: {
    title: 'Estratégias sensoriais para a rotina do sono em crianças autistas',
    type: 'artigo',
    typeLabel: 'Artigo',
    author: 'Larissa Mendes Duarte, Paula Ribeiro Costa',
    authorLabel: 'Autoria',
    date: 'fevereiro de 2021',
    dateTime: '2021-02',
    description: 'Estudo com famílias sobre estratégias sensoriais para melhorar a rotina do sono.',
    downloadText: 'Descarregar PDF',
    downloadLabel: 'Descarregar PDF: "Estratégias sensoriais para a rotina do sono em crianças autistas"',
    downloading: false,
    onDownload: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: ['artigo', 'tese'] } },
  decorators: [
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
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('rotina do sono');
    await expect(canvas.getByText('fevereiro de 2021')).toHaveAttribute('datetime', '2021-02');
    await userEvent.click(canvas.getByRole('button', { name: /^Descarregar PDF: "Estratégias/ }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

export const Thesis: Story = {
  args: {
    type: 'tese',
    typeLabel: 'Tese',
    title: 'Validação da versão portuguesa de um questionário de observação do brincar',
    author: 'Inês Carvalho Rocha',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tese')).toBeVisible();
  },
};

/** While the PDF is being fetched: spinner, busy and disabled. */
export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Descarregar PDF/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
