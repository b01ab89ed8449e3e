import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Description, Stories, Title } from '@storybook/addon-docs/blocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { theme } from '@/theme';
import tokenFile from '@/theme/design-tokens.json';
import { flattenTokens, tokenCss, type Token, type TokenGroup } from '../../build/tokens/designTokens';
import { VIEWPORTS } from '../support/viewports';

extend([a11yPlugin]);

/*
 * Foundations: the design tokens of src/theme/theme.ts (colour, type, spacing, radii and shadows, breakpoints,
 * motion), drawn from the theme object itself, so these pages are never out of date.
 */

type ColorName = keyof typeof theme.colors;

/**
 * The text and control colours the components put on each background, with the minimum WCAG 2.1 AA ratio for
 * that use: 4.5:1 for body text, 3:1 for large text and for the edges of controls and the focus ring.
 */
const CONTRAST_PAIRS: { fg: ColorName; bg: ColorName; use: string; min: 4.5 | 3 }[] = [
  { fg: 'text', bg: 'bg', use: 'body text on the page', min: 4.5 },
  { fg: 'textMuted', bg: 'bg', use: 'secondary text on the page', min: 4.5 },
  { fg: 'text', bg: 'surface', use: 'text on cards and forms', min: 4.5 },
  { fg: 'textMuted', bg: 'surface', use: 'hints and meta on cards', min: 4.5 },
  { fg: 'text', bg: 'surfaceAlt', use: 'text on alternate sections', min: 4.5 },
  { fg: 'textMuted', bg: 'surfaceAlt', use: 'secondary text on alternate sections', min: 4.5 },
  { fg: 'primary', bg: 'bg', use: 'links on the page', min: 4.5 },
  { fg: 'primary', bg: 'surface', use: 'links on cards', min: 4.5 },
  { fg: 'accent', bg: 'bg', use: 'eyebrows and discounts', min: 4.5 },
  { fg: 'textInverse', bg: 'primary', use: 'primary button, primary section', min: 4.5 },
  { fg: 'textInverse', bg: 'primaryHover', use: 'primary button, hovered', min: 4.5 },
  { fg: 'textInverse', bg: 'accent', use: 'secondary button, accent section', min: 4.5 },
  { fg: 'textInverse', bg: 'danger', use: 'danger button', min: 4.5 },
  { fg: 'primary', bg: 'primarySoft', use: 'soft badges and icons', min: 4.5 },
  { fg: 'danger', bg: 'dangerSoft', use: 'error alert', min: 4.5 },
  { fg: 'danger', bg: 'surface', use: 'field error message', min: 4.5 },
  { fg: 'success', bg: 'successSoft', use: 'success alert', min: 4.5 },
  { fg: 'info', bg: 'infoSoft', use: 'information alert', min: 4.5 },
  { fg: 'warning', bg: 'warningSoft', use: 'warning alert', min: 4.5 },
  { fg: 'borderStrong', bg: 'surface', use: 'edges of fields and checkboxes', min: 3 },
  { fg: 'focus', bg: 'bg', use: 'focus ring on the page', min: 3 },
  { fg: 'focus', bg: 'surface', use: 'focus ring on cards', min: 3 },
];

const ratio = (fg: string, bg: string) => colord(fg).contrast(bg);

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

function Contrast() {
  return (
    <section aria-labelledby="tokens-contrast">
      <H id="tokens-contrast">Contrast pairs · WCAG 2.1 AA</H>
      <table>
        <thead>
          <tr>
            <th scope="col">Sample</th>
            <th scope="col">Colour on background</th>
            <th scope="col">Used for</th>
            <th scope="col">Ratio</th>
            <th scope="col">AA</th>
          </tr>
        </thead>
        <tbody>
          {CONTRAST_PAIRS.map(({ fg, bg, use, min }) => {
            const value = ratio(theme.colors[fg], theme.colors[bg]);
            return (
              <tr key={`${fg}-${bg}`} data-testid="contrast-pair">
                <td>
                  {min === 4.5 ? (
                    <span
                      style={{
                        display: 'inline-block',
                        padding: `${theme.space[1]} ${theme.space[3]}`,
                        color: theme.colors[fg],
                        background: theme.colors[bg],
                        border: `1px solid ${theme.colors.border}`,
                        borderRadius: theme.radii.sm,
                      }}
                    >
                      Aa
                    </span>
                  ) : (
                    // An edge, not text: drawn as a 3 px outline on the background.
                    <span
                      aria-hidden="true"
                      style={{
                        display: 'inline-block',
                        width: '2.75rem',
                        height: '1.75rem',
                        background: theme.colors[bg],
                        border: `3px solid ${theme.colors[fg]}`,
                        borderRadius: theme.radii.sm,
                      }}
                    />
                  )}
                </td>
                <td>
                  <Name>
                    {fg} on {bg}
                  </Name>
                </td>
                <td>{use}</td>
                <td data-testid="contrast-ratio">{value.toFixed(2)}:1</td>
                <td>{value >= min ? `pass (≥ ${min}:1)` : `FAIL (needs ${min}:1)`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** A list of token names and their values, one row each. */
function NameValueList({ rows }: { rows: [name: string, value: string][] }) {
  return (
    <List>
      {rows.map(([name, value]) => (
        <Row key={name}>
          <Name>{name}</Name>
          <Value>{value}</Value>
        </Row>
      ))}
    </List>
  );
}

function MotionSection() {
  return (
    <section aria-labelledby="tokens-motion">
      <H id="tokens-motion">Motion · theme.transitions</H>
      <NameValueList rows={Object.entries(theme.transitions).map(([name, value]) => [`transitions.${name}`, value])} />
      <p>
        Every transition and animation stops under <code>{theme.media.reducedMotion}</code>: the carousel does not autoplay,
        anchors jump instead of gliding, and banners and toasts appear without sliding.
      </p>
    </section>
  );
}

function BreakpointsSection() {
  return (
    <section aria-labelledby="tokens-breakpoints">
      <H id="tokens-breakpoints">Breakpoints · theme.breakpoints, theme.media</H>
      <NameValueList rows={Object.entries(theme.media).map(([name, value]) => [`media.${name}`, value])} />
      <H as="h3">Viewport toolbar</H>
      <NameValueList rows={Object.values(VIEWPORTS).map(({ name, styles }) => [name, `${styles.width} × ${styles.height}`])} />
    </section>
  );
}

function TypeSection() {
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

function SpacingSection() {
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
    </section>
  );
}

/** The committed token file (src/theme/design-tokens.json): a unit test keeps it equal to the theme. */
const TOKENS = tokenFile as unknown as TokenGroup;
/** Where Storybook publishes the file, next to its own pages (dev server and static build). */
const TOKENS_URL = './design-tokens.json';

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 2.75rem;
  padding: ${theme.space[1]} ${theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: copy;
  &:hover {
    border-color: ${theme.colors.border};
    background: ${theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  code {
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const CopyState = styled.span<{ $failed: boolean }>`
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  color: ${({ $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
`;

/**
 * A token's name or value, copied to the clipboard on click (or Enter / Space: it is a button), with a
 * visible "Copied" for a moment and the same news in the sheet's status line for screen readers.
 */
function Copyable({ text, what, onCopied }: { text: string; what: string; onCopied: (message: string) => void }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <CopyButton
      type="button"
      aria-label={`Copy ${what} ${text}`}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => {
            setState('copied');
            onCopied(`Copied ${text}`);
          },
          () => {
            setState('failed');
            onCopied(`Could not copy ${text}: select it and copy by hand`);
          },
        )
      }
    >
      <code>{text}</code>
      {state !== 'idle' && (
        <CopyState $failed={state === 'failed'} aria-hidden="true">
          {state === 'copied' ? 'Copied' : 'Not copied'}
        </CopyState>
      )}
    </CopyButton>
  );
}

const TokenTable = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: ${theme.fontWeights.semibold};
    padding-block: ${theme.space[2]};
  }
  margin-bottom: ${theme.space[6]};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${theme.space[1]} ${theme.space[2]};
    border-bottom: 1px solid ${theme.colors.border};
  }
  th {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
`;

/** A small picture of a token where one helps: a colour's swatch, a shadow's card. */
function TokenPreview({ token, css }: { token: Token; css: string }) {
  if (token.$type === 'color')
    return <Swatch $color={css} aria-hidden="true" style={{ width: '2.75rem', height: '2.75rem', margin: 0 }} />;
  if (token.$type === 'shadow')
    return (
      <span
        aria-hidden="true"
        style={{
          display: 'block',
          width: '2.75rem',
          height: '2.75rem',
          borderRadius: theme.radii.md,
          boxShadow: css,
          background: theme.colors.surface,
        }}
      />
    );
  return null;
}

/** Every token of the file by group: its DTCG name and its value as CSS, each copied on click. */
function DesignTokens() {
  const [status, setStatus] = useState('');
  const tokens = flattenTokens(TOKENS);
  const groups = [...new Set(tokens.map(({ name }) => name.split('.')[0]!))];
  return (
    <section aria-labelledby="tokens-dtcg">
      <H id="tokens-dtcg">Design tokens · DTCG</H>
      <p>
        The theme as a W3C Design Tokens file (format 2025.10), for design tools that import tokens (Figma variables plug-ins,
        Tokens Studio, Penpot, Style Dictionary):{' '}
        <a href={TOKENS_URL} download="design-tokens.json">
          design-tokens.json
        </a>
        . Click a name to copy it (a reference in the file is written <code>{'{color.primary}'}</code>), or a value to copy its
        CSS.
      </p>
      <p role="status" data-testid="copy-status">
        {status}
      </p>
      {groups.map((group) => (
        <TokenTable key={group}>
          <caption>{group}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ width: '3.5rem' }}>
                Sample
              </th>
              <th scope="col" style={{ width: '24%' }}>
                Name
              </th>
              <th scope="col" style={{ width: '34%' }}>
                Value (CSS)
              </th>
              <th scope="col" style={{ width: '7rem' }}>
                $type
              </th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {tokens
              .filter(({ name }) => name.split('.')[0] === group)
              .map(({ name, token }) => {
                const css = tokenCss(TOKENS, token);
                return (
                  <tr key={name} data-token={name}>
                    <td>
                      <TokenPreview token={token} css={css} />
                    </td>
                    <td>
                      <Copyable text={name} what="token name" onCopied={setStatus} />
                    </td>
                    <td>
                      <Copyable text={css} what="value" onCopied={setStatus} />
                    </td>
                    <td>
                      <Value>{token.$type}</Value>
                    </td>
                    <td>
                      <Value>{token.$description}</Value>
                    </td>
                  </tr>
                );
              })}
          </tbody>
        </TokenTable>
      ))}
    </section>
  );
}

type Foundation = 'colour' | 'typography' | 'spacing' | 'radii' | 'breakpoints' | 'motion' | 'tokens';

function TokenSheet({ show }: { show: Foundation }) {
  return (
    <div>
      {show === 'colour' && (
        <>
          <Colours />
          <Contrast />
        </>
      )}
      {show === 'typography' && <TypeSection />}
      {show === 'spacing' && <SpacingSection />}
      {show === 'radii' && <Radii />}
      {show === 'breakpoints' && <BreakpointsSection />}
      {show === 'motion' && <MotionSection />}
      {show === 'tokens' && <DesignTokens />}
    </div>
  );
}

const meta = {
  title: 'Foundations',
  component: TokenSheet,
  parameters: {
    controls: { disable: true },
    docs: {
      // Each sheet once, without the Controls table: the default page draws the first story twice (as the
      // primary story and again in the list) with a control for `show`, which is how the stories pick a sheet.
      page: () => (
        <>
          <Title />
          <Description />
          <Stories title="Tokens" />
        </>
      ),
      description: {
        component:
          'The design tokens every component is built from (src/theme/theme.ts), drawn from the theme itself. Use the tokens by name (`theme.colors.primary`, `theme.space[4]`), never raw values; the contrast table is checked on every test run. For a design tool: [design-tokens.json](./design-tokens.json) (W3C Design Tokens format, generated from the theme; the Design tokens sheet below lists every token, click to copy).',
      },
    },
  },
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token, and the pairs the components use with their WCAG ratio (the play fails below AA). */
export const Colour: Story = {
  args: { show: 'colour' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /Colours/ });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(Object.keys(theme.colors).length);
    await expect(within(canvasElement).getAllByTestId('contrast-pair')).toHaveLength(CONTRAST_PAIRS.length);
    // The ratio helper itself: black on white is 21:1.
    await expect(ratio('#000000', '#FFFFFF')).toBe(21);
    for (const { fg, bg, min } of CONTRAST_PAIRS) {
      await expect(ratio(theme.colors[fg], theme.colors[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
    }
  },
};

export const Typography: Story = {
  args: { show: 'typography' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Terapia ocupacional')).toHaveLength(Object.keys(theme.fontSizes).length);
  },
};

export const Spacing: Story = {
  args: { show: 'spacing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(Object.keys(theme.space).length);
  },
};

export const RadiiAndShadows: Story = {
  name: 'Radii and shadows',
  args: { show: 'radii' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(
      Object.keys(theme.radii).length + Object.keys(theme.shadows).length,
    );
  },
};

export const Breakpoints: Story = {
  args: { show: 'breakpoints' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(theme.media.desktop)).toBeVisible();
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(
      Object.keys(theme.media).length + Object.keys(VIEWPORTS).length,
    );
  },
};

export const Motion: Story = {
  args: { show: 'motion' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(Object.keys(theme.transitions).length);
  },
};

/**
 * Every token of the design token file, by its DTCG name, with click-to-copy. The play copies a name and a
 * value on a stubbed clipboard (a story must not write to the reader's), and checks the file Storybook
 * publishes is the committed one.
 */
export const DesignTokenFile: Story = {
  name: 'Design tokens',
  args: { show: 'tokens' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tokens = flattenTokens(TOKENS);
    await expect(canvasElement.querySelectorAll('tbody tr[data-token]')).toHaveLength(tokens.length);
    await expect(canvas.getByRole('link', { name: 'design-tokens.json' })).toHaveAttribute('href', TOKENS_URL);

    const writeText = fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      const name = canvas.getByRole('button', { name: 'Copy token name color.primary' });
      await userEvent.click(name);
      await expect(writeText).toHaveBeenLastCalledWith('color.primary');
      await expect(within(name).getByText('Copied')).toBeVisible();
      await expect(canvas.getByTestId('copy-status')).toHaveTextContent('Copied color.primary');
      // From the keyboard: the value of the primary colour, as the theme writes it.
      const value = within(canvasElement.querySelector<HTMLElement>('tr[data-token="color.primary"]')!).getByRole('button', {
        name: `Copy value ${theme.colors.primary}`,
      });
      value.focus();
      await userEvent.keyboard('{Enter}');
      await expect(writeText).toHaveBeenLastCalledWith(theme.colors.primary);
      await expect(within(value).getByText('Copied')).toBeVisible();
      // A refused clipboard says so.
      writeText.mockRejectedValueOnce(new Error('denied'));
      await userEvent.click(canvas.getByRole('button', { name: 'Copy token name spacing.4' }));
      await waitFor(() => expect(canvas.getByTestId('copy-status')).toHaveTextContent('Could not copy spacing.4'));
    } finally {
      delete (navigator as { clipboard?: Clipboard }).clipboard;
    }

    // The file served at /design-tokens.json (Storybook's dev server, its build, and the story tests' server)
    // is the committed one.
    const served = await fetch('/design-tokens.json');
    await expect(served.ok).toBe(true);
    await expect(await served.json()).toEqual(tokenFile);
  },
};
