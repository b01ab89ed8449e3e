import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '@/components/ui';
import { RichText } from '@/components/ui/RichText';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

/**
 * The educator's long texts (a legal paragraph, a FAQ answer, her biography) with the little Markdown they may
 * carry: *emphasis*, **strong emphasis** and links to https, mailto or the site's own pages. The component draws
 * inline content; the paragraph around it is the page's.
 */
const meta = {
  title: 'Components/UI/RichText',
  tags: ['status:stable'],
  component: RichText,
  args: { text: tk('mentorship.faq.0.answer') },
  decorators: [
    (Story) => (
      <Text>
        <Story />
      </Text>
    ),
  ],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text without Markdown is drawn exactly as written. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(t('mentorship.faq.0.answer'));
  },
};

/** Emphasis, strong emphasis, a link to a page of the site (the router's), to another site and to an e-mail. */
export const EmphasisAndLinks: Story = {
  args: {
    text: 'Uma *mentoria* à medida, com **casos reais**: veja a [página de contacto](/contact), o [RGPD](https://eur-lex.europa.eu/eli/reg/2016/679/oj) ou escreva para [contacto@exemplo.pt](mailto:contacto@exemplo.pt).',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('em')).toHaveTextContent('mentoria');
    await expect(canvasElement.querySelector('strong')).toHaveTextContent('casos reais');
    await expect(canvas.getByRole('link', { name: 'página de contacto' })).toHaveAttribute('href', href('/contact'));
    await expect(canvas.getByRole('link', { name: 'RGPD' })).toHaveAttribute(
      'href',
      'https://eur-lex.europa.eu/eli/reg/2016/679/oj',
    );
    await expect(canvas.getByRole('link', { name: 'contacto@exemplo.pt' })).toHaveAttribute('href', 'mailto:contacto@exemplo.pt');
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Uma mentoria à medida, com casos reais: veja a página de contacto, o RGPD ou escreva para contacto@exemplo.pt.',
    );
  },
};

/**
 * What the build refuses is never drawn as markup if it reaches a page: raw HTML is shown as the text it is, a
 * picture is not loaded, and a link to a script or a plain-http address is its words alone.
 */
export const UnsafeMarkdownAsText: Story = {
  args: {
    text: 'Antes <img src="/x.png" onerror="alert(1)"> depois ![foto](/images/x.png) e [clique](javascript:alert(1)) e [site](http://exemplo.pt).',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Antes <img src="/x.png" onerror="alert(1)"> depois');
    await expect(canvasElement.querySelector('p')).toHaveTextContent('e clique e site.');
  },
};
