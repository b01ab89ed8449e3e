import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* No scroll-behavior here: navigation jumps; only in-page anchor links glide (src/app/scroll). */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.layout.navHeight}; }
  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.bg};
    -webkit-font-smoothing: antialiased;
    overflow-x: hidden;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-wrap: balance;
  }
  p { margin: 0 0 ${({ theme }) => theme.space[4]}; }
  /* The prerendered pages' line for visitors without JavaScript (src/prerender/document.ts); never shown with it. */
  body > noscript {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    background: ${({ theme }) => theme.colors.primarySoft};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }
  img, video, svg, canvas { display: block; max-width: 100%; }
  img, video { height: auto; }
  a { color: ${({ theme }) => theme.colors.primary}; text-underline-offset: 0.18em; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /* A heading or section focused by script after a navigation (src/app/announce) is a reading position, not a control. */
  [data-page-focus]:focus { outline: none; }
  ::selection { background: ${({ theme }) => theme.colors.primarySoft}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* Print (#36): what is only for the screen says data-print="hide"; a print-only line, data-print="only". */
  [data-print='only'] { display: none; }
  @media print {
    @page { margin: 15mm 12mm; }
    html { scroll-padding-top: 0; }
    body {
      min-width: 0;
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.text};
      font-size: 11pt;
      overflow: visible;
    }
    [data-print='hide'], body > canvas { display: none !important; }
    [data-print='only'] { display: block; }
    *, *::before, *::after { box-shadow: none !important; text-shadow: none !important; animation: none !important; transition: none !important; }
    a { color: inherit; }
    h1, h2, h3, h4 { break-after: avoid; }
    p, li { orphans: 3; widows: 3; }
    img, svg, figure, table, dl { break-inside: avoid; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
