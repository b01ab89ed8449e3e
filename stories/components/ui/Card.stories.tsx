import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { colord } from 'colord';
import { theme } from '@/theme';
import { useTranslation } from 'react-i18next';
import { Badge, ButtonLink, Card, Heading, Image, Price, Stack, Text, TextLink } from '@/components/ui';
import { T } from '../../support/translatedArgs';
import { INTERACTIVE_STATES, Matrix, PSEUDO_STATES, pseudoStatesDrawn } from '../../support/Matrix';
import { href, t } from '../../support/t';

/** Book 1's cover, with the book page's alternative text in the toolbar's language. */
function BookCover() {
  const { t: translate } = useTranslation();
  return (
    <Image
      src="/images/books/book-1.webp"
      width={600}
      height={800}
      alt={translate('book.coverAlt', { title: translate('catalog.books.1.title') })}
      loading="eager"
    />
  );
}

const meta = {
  title: 'Components/UI/Card',
  tags: ['status:stable'],
  component: Card,
  args: { padding: 'md', interactive: false, tone: 'surface', as: 'article' },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['surface', 'alt'] },
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'aside'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Card {...args}>
        <Heading as="h3" size="md">
          <T k="catalog.courses.1.title" />
        </Heading>
        <Text tone="muted">
          <T k="catalog.courses.1.summary" />
        </Text>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toBeVisible();
  },
};

export const Alt: Story = { args: { tone: 'alt' } };

export const LargePadding: Story = { args: { padding: 'lg' } };

/** A product card: edge-to-edge image, padded body, one main link; lifts on hover. */
export const Interactive: Story = {
  args: { interactive: true, padding: 'none' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Card {...args}>
        <BookCover />
        <Stack gap={2} style={{ padding: '1.5rem' }}>
          <Badge tone="accent">-20%</Badge>
          <Heading as="h3" size="sm">
            <T k="catalog.books.1.title" />
          </Heading>
          <Price amount={19.9} original={24.9} />
          <ButtonLink to="/book/1" variant="outline" size="sm">
            <T k="books.moreInfo" />
          </ButtonLink>
        </Stack>
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('books.moreInfo') })).toHaveAttribute('href', href('/book/1'));
  },
};

/** Both tones at each padding, still and interactive: the table the card guidance page shows. */
export const TonesAndPaddings: Story = {
  render: () => (
    <Matrix
      caption="Card: tone x padding"
      columns={['padding sm', 'padding md', 'padding lg', 'interactive (hover it)']}
      cellWidth={200}
      rows={(['surface', 'alt'] as const).map((tone) => ({
        label: tone,
        cells: [
          ...(['sm', 'md', 'lg'] as const).map((padding) => (
            <Card key={padding} tone={tone} padding={padding} as="div">
              <Text>
                <T k="catalog.courses.1.title" />
              </Text>
            </Card>
          )),
          <Card key="interactive" tone={tone} interactive as="div">
            <Text>
              <T k="catalog.courses.1.title" />
            </Text>
          </Card>,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(t('catalog.courses.1.title'))).toHaveLength(8);
  },
};

/** An interactive card has no disabled state: the other four columns. */
const CARD_STATES = INTERACTIVE_STATES.filter((state) => state !== 'disabled');

/**
 * An interactive card (one that holds a main link) in each interactive state, drawn without a pointer (the
 * pseudo-states addon): under the pointer it lifts, with a deeper shadow and a stronger edge; with its link
 * focused from the keyboard it keeps the deeper shadow.
 */
export const InteractiveStates: Story = {
  parameters: PSEUDO_STATES,
  render: () => (
    <Matrix
      caption="Card (interactive): tone x state"
      columns={CARD_STATES}
      cellWidth={200}
      rows={(['surface', 'alt'] as const).map((tone) => ({
        label: tone,
        cells: CARD_STATES.map((state) => (
          <Card key={state} tone={tone} interactive as="div">
            <Text>
              <TextLink to="/cursos/1">
                <T k="catalog.courses.1.title" />
              </TextLink>
            </Text>
          </Card>
        )),
      }))}
    />
  ),
  play: async ({ canvasElement, id }) => {
    await pseudoStatesDrawn(canvasElement, id);
    const card = (state: (typeof CARD_STATES)[number]) =>
      getComputedStyle(canvasElement.querySelector<HTMLElement>(`[data-matrix-state="${state}"] > *`)!);
    await waitFor(() => expect(card('hover').borderTopColor).toBe(colord(theme.colors.borderStrong).toRgbString()));
    await expect(card('rest').borderTopColor).toBe(colord(theme.colors.border).toRgbString());
    await expect(card('focus-visible').boxShadow).not.toBe(card('rest').boxShadow);
  },
};
