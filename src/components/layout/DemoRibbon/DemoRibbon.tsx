import styled, { css } from 'styled-components';

const Strip = styled.aside(
  ({ theme }) => css`
    display: flex;
    justify-content: center;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 1.75rem;
    padding: ${theme.space[1]} ${theme.space[4]};
    background: ${theme.colors.warningSoft};
    color: ${theme.colors.warning};
    border-bottom: 1px solid ${theme.colors.border};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-align: center;
  `,
);

export interface DemoRibbonProps {
  /** Translated text, e.g. "Demo: no real payments". */
  label: string;
  /** Accessible name of the landmark (translated). */
  regionLabel: string;
}

/**
 * A thin strip above the header that says the site runs on the mock backend. Rendered on every page
 * whenever mocks are on, so a demo deployment can never pass for the real shop.
 */
export function DemoRibbon({ label, regionLabel }: DemoRibbonProps) {
  return (
    <Strip aria-label={regionLabel} data-testid="demo-ribbon" data-print="hide">
      <span>{label}</span>
    </Strip>
  );
}
