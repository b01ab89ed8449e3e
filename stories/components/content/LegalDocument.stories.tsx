import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument } from '@/components/content/LegalDocument';
import { atViewport } from '../../support/viewports';

const meta = {
  title: 'Components/Content/LegalDocument',
  component: LegalDocument,
  args: {
    idPrefix: 'doc',
    title: 'Política de Privacidade',
    updatedLabel: 'Última atualização:',
    updatedDate: '02/04/2025',
    updatedDateTime: '2025-04-02',
    tocTitle: 'Índice',
    intro: ['Esta política explica que dados pessoais tratamos e porquê.'],
    linkEmail: 'contacto@exemplo.pt',
    sections: [
      { heading: 'Responsável pelo tratamento', paragraphs: ['Para questões de privacidade, escreva para contacto@exemplo.pt.'] },
      {
        heading: 'Dados que recolhemos',
        paragraphs: ['Recolhemos apenas o necessário:'],
        items: ['dados de conta;', 'dados de encomenda.'],
        after: ['Nunca vendemos os seus dados.'],
      },
      { heading: 'Os seus direitos', items: ['acesso;', 'retificação;', 'apagamento.'] },
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await expect(canvas.getByText('02/04/2025')).toHaveAttribute('datetime', '2025-04-02');
    const toc = within(canvas.getByRole('navigation', { name: 'Índice' }));
    const entries = toc.getAllByRole('link');
    await expect(entries).toHaveLength(3);
    await expect(entries[1]).toHaveAttribute('href', '/#doc-2');
    await expect(canvas.getByRole('heading', { level: 2, name: '2. Dados que recolhemos' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '3. Os seus direitos' })).toHaveAttribute('id', 'doc-3');
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    await expect(canvas.getByRole('link', { name: 'contacto@exemplo.pt' })).toHaveAttribute('href', 'mailto:contacto@exemplo.pt');
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Índice' })).toBeVisible();
  },
};
