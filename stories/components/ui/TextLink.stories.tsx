import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { colord } from 'colord';
import { Section, Text, TextLink } from '@/components/ui';
import { theme } from '@/theme';
import { INTERACTIVE_STATES, Matrix, PSEUDO_STATES, pseudoStatesDrawn } from '../../support/Matrix';

const meta = {
  title: 'Components/UI/TextLink',
  tags: ['status:stable'],
  component: TextLink,
  args: { to: '/recuperar-senha', children: 'Esqueceu-se da senha?', tone: 'primary', bold: false },
  argTypes: {
    tone: { control: 'inline-radio', options: ['primary', 'inherit'] },
    to: { control: 'text' },
  },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InText: Story = {
  render: (args) => (
    <Text>
      Ao criar conta aceita os{' '}
      <TextLink {...args} to="/termos-condicoes">
        Termos e Condições
      </TextLink>{' '}
      e a{' '}
      <TextLink {...args} to="/politica">
        Política de Privacidade
      </TextLink>
      .
    </Text>
  ),
};

export const Bold: Story = { args: { bold: true, to: '/register', children: 'Criar conta' } };

/** `tone="inherit"` takes the text colour of dark sections. */
export const OnDarkSection: Story = {
  args: { tone: 'inherit', to: '/contact', children: 'Fale connosco' },
  render: (args) => (
    <Section tone="primary" spacing="sm">
      <Text style={{ padding: '0 1rem' }}>
        Tem dúvidas? <TextLink {...args} />
      </Text>
    </Section>
  ),
};

export const Navigates: Story = {
  render: (args) => (
    <Routes>
      <Route path="/" element={<TextLink {...args} />} />
      <Route path="/recuperar-senha" element={<p>Recuperar senha</p>} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Esqueceu-se da senha?' }));
    await expect(await canvas.findByText('Recuperar senha')).toBeVisible();
  },
};

/** A link has no disabled state (a link that goes nowhere is text): the other four columns. */
const LINK_STATES = INTERACTIVE_STATES.filter((state) => state !== 'disabled');

/**
 * Every link style in every interactive state, drawn without a pointer (the pseudo-states addon): under the
 * pointer the link darkens and its underline thickens; focused from the keyboard it takes the focus ring.
 */
export const States: Story = {
  parameters: PSEUDO_STATES,
  render: (args) => (
    <Matrix
      caption="TextLink: style x state"
      columns={LINK_STATES}
      rows={[
        { label: 'primary', cells: LINK_STATES.map((state) => <TextLink key={state} {...args} />) },
        { label: 'bold', cells: LINK_STATES.map((state) => <TextLink key={state} {...args} bold />) },
      ]}
    />
  ),
  play: async ({ canvasElement, id }) => {
    await pseudoStatesDrawn(canvasElement, id);
    const link = (state: (typeof LINK_STATES)[number]) =>
      getComputedStyle(canvasElement.querySelector(`[data-matrix-state="${state}"] a`)!);
    await waitFor(() => expect(link('hover').color).toBe(colord(theme.colors.primaryHover).toRgbString()));
    await expect(link('hover').textDecorationThickness).toBe('2px');
    await expect(link('rest').color).toBe(colord(theme.colors.primary).toRgbString());
    await expect(link('focus-visible').outlineColor).toBe(colord(theme.colors.focus).toRgbString());
    await expect(link('rest').outlineStyle).toBe('none');
  },
};
