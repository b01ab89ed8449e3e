import styled, { css } from 'styled-components';
import type { HeadingLevel } from '@/components/ui';

const List = styled.ol(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: step;
    ${theme.media.wide} {
      grid-template-columns: repeat(var(--steps-columns, 5), minmax(0, 1fr));
    }
  `,
);

const Step = styled.li(
  ({ theme }) => css`
    position: relative;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.space[1]} ${theme.space[4]};
    counter-increment: step;
    padding: ${theme.space[4]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    &::before {
      content: counter(step);
      grid-row: span 2;
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 2.5rem;
      height: 2.5rem;
      border-radius: ${theme.radii.round};
      background: ${theme.colors.primary};
      color: ${theme.colors.textInverse};
      font-weight: ${theme.fontWeights.bold};
    }
    ${theme.media.wide} {
      grid-template-columns: 1fr;
      align-content: start;
      gap: ${theme.space[2]};
      &::before {
        grid-row: auto;
      }
    }
  `,
);

const Title = styled.p(
  ({ theme }) => css`
    margin: 0;
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
  `,
);

const Text = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
  `,
);

export interface Step {
  title: string;
  text: string;
}

export interface StepsListProps {
  steps: Step[];
  /** Render step titles as headings of this level (default: bold text, not part of the outline). */
  headingLevel?: HeadingLevel;
}

/** Numbered steps as an ordered list: a column on mobile, a row of cards from 1024 px. */
export function StepsList({ steps, headingLevel }: StepsListProps) {
  return (
    <List style={{ ['--steps-columns' as string]: String(Math.max(1, steps.length)) }}>
      {steps.map((step) => (
        <Step key={step.title}>
          <Title as={headingLevel ?? 'p'}>{step.title}</Title>
          <Text>{step.text}</Text>
        </Step>
      ))}
    </List>
  );
}
