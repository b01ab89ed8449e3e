import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { theme } from '@/theme';

/*
 * The design tokens of src/theme/theme.ts, drawn from the theme object itself, so this page is never out of date.
 */

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${theme.space[4]};
  padding: 0;
  margin: 0 0 ${theme.space[6]};
  list-style: none;
`;

const Swatch = styled.span<{ $color: string }>`
  display: block;
  height: 4.5rem;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  background: ${({ $color }) => $color};
  margin-bottom: ${theme.space[2]};
`;

const Name = styled.code`
  display: block;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};
`;

const Value = styled.span`
  display: block;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 9rem 1fr;
  align-items: center;
  gap: ${theme.space[4]};
  padding-block: ${theme.space[3]};
  border-bottom: 1px solid ${theme.colors.border};
`;

const List = styled.ul`
  padding: 0;
  margin: 0 0 ${theme.space[6]};
  list-style: none;
`;

const H = styled.h2`
  font-size: ${theme.fontSizes.xl};
  margin-top: ${theme.space[6]};
`;

function Colours() {
  return (
    <section aria-labelledby="tokens-colours">
      <H id="tokens-colours">Colours · theme.colors</H>
      <Grid>
        {Object.entries(theme.colors).map(([name, value]) => (
          <li key={name}>
            <Swatch $color={value} aria-hidden="true" />
            <Name>{name}</Name>
            <Value>{value}</Value>
          </li>
        ))}
      </Grid>
    </section>
  );
}

function Typography() {
  return (
    <section aria-labelledby="tokens-type">
      <H id="tokens-type">Type scale · theme.fontSizes</H>
      <List>
        {Object.entries(theme.fontSizes).map(([name, value]) => (
          <Row key={name}>
            <span>
              <Name>{name}</Name>
              <Value>{value}</Value>
            </span>
            <span
              style={{
                fontSize: value,
                fontFamily: name.includes('xl') ? theme.fonts.heading : theme.fonts.body,
                lineHeight: 1.2,
              }}
            >
              Terapia ocupacional
            </span>
          </Row>
        ))}
      </List>
      <H as="h3">Fonts · theme.fonts</H>
      <List>
        {Object.entries(theme.fonts).map(([name, value]) => (
          <Row key={name}>
            <Name>{name}</Name>
            <span style={{ fontFamily: value, fontSize: theme.fontSizes.xl }}>Aprender a cuidar — {value.split(',')[0]}</span>
          </Row>
        ))}
      </List>
    </section>
  );
}

function Spacing() {
  return (
    <section aria-labelledby="tokens-space">
      <H id="tokens-space">Spacing · theme.space</H>
      <List>
        {Object.entries(theme.space).map(([name, value]) => (
          <Row key={name}>
            <span>
              <Name>space[{name}]</Name>
              <Value>{value}</Value>
            </span>
            <span
              aria-hidden="true"
              style={{ display: 'block', height: '1rem', width: value, background: theme.colors.primary, borderRadius: 2 }}
            />
          </Row>
        ))}
      </List>
    </section>
  );
}

function Radii() {
  return (
    <section aria-labelledby="tokens-radii">
      <H id="tokens-radii">Radii and shadows · theme.radii, theme.shadows</H>
      <Grid>
        {Object.entries(theme.radii).map(([name, value]) => (
          <li key={name}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: '5rem',
                height: '5rem',
                borderRadius: value,
                background: theme.colors.primarySoft,
                border: `2px solid ${theme.colors.primary}`,
                marginBottom: theme.space[2],
              }}
            />
            <Name>radii.{name}</Name>
            <Value>{value}</Value>
          </li>
        ))}
        {Object.entries(theme.shadows).map(([name, value]) => (
          <li key={name}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: '5rem',
                height: '5rem',
                borderRadius: theme.radii.lg,
                background: theme.colors.surface,
                boxShadow: value,
                marginBottom: theme.space[2],
              }}
            />
            <Name>shadows.{name}</Name>
            <Value>{value}</Value>
          </li>
        ))}
      </Grid>
      <H as="h3">Breakpoints · theme.media</H>
      <List>
        {Object.entries(theme.media).map(([name, value]) => (
          <Row key={name}>
            <Name>media.{name}</Name>
            <Value>{value}</Value>
          </Row>
        ))}
      </List>
    </section>
  );
}

function TokenSheet({ show = 'all' }: { show?: 'all' | 'colours' | 'typography' | 'spacing' | 'radii' }) {
  return (
    <div>
      {(show === 'all' || show === 'colours') && <Colours />}
      {(show === 'all' || show === 'typography') && <Typography />}
      {(show === 'all' || show === 'spacing') && <Spacing />}
      {(show === 'all' || show === 'radii') && <Radii />}
    </div>
  );
}

const meta = {
  title: 'Components/UI/Tokens',
  component: TokenSheet,
  args: { show: 'all' },
  argTypes: { show: { control: 'inline-radio', options: ['all', 'colours', 'typography', 'spacing', 'radii'] } },
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ColourPalette: Story = {
  args: { show: 'colours' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /Colours/ });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(Object.keys(theme.colors).length);
  },
};

export const TypeScale: Story = {
  args: { show: 'typography' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Terapia ocupacional')).toHaveLength(Object.keys(theme.fontSizes).length);
  },
};

export const SpacingScale: Story = { args: { show: 'spacing' } };

export const RadiiAndShadows: Story = { args: { show: 'radii' } };
