import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { Section, Text, TextLink } from '@/components/ui';

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
