import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

/** A page that fades in after `$delayMs` (the cart page's product timing); no fade under reduced motion. */
export const FadeIn = styled.div<{ $delayMs: number }>(
  ({ theme, $delayMs }) => css`
    animation: ${fadeIn} 200ms ease-out ${$delayMs}ms both;
    ${theme.media.reducedMotion} {
      animation: none;
    }
  `,
);

/** Plain list reset. */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Two-column page body: content and an aside (summary) from 1024 px. */
export const TwoColumns = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[5]};
    align-items: start;
    ${theme.media.wide} {
      grid-template-columns: minmax(0, 1fr) 22rem;
      gap: ${theme.space[6]};
    }
  `,
);

/** Definition-list rows: label left, value right. */
export const SummaryList = styled.dl(
  ({ theme }) => css`
    margin: 0;
    display: grid;
    gap: ${theme.space[2]};
    & > div {
      display: flex;
      justify-content: space-between;
      gap: ${theme.space[3]};
    }
    dt {
      color: ${theme.colors.textMuted};
    }
    dd {
      margin: 0;
      font-weight: ${theme.fontWeights.semibold};
      font-variant-numeric: tabular-nums;
      text-align: end;
    }
  `,
);
