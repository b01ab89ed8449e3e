import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '@/components/ui';

const List = styled.dl<{ $columns: 1 | 2 }>(
  ({ theme, $columns }) => css`
    display: grid;
    grid-template-columns: 1fr;
    gap: ${theme.space[3]} ${theme.space[5]};
    margin: 0;
    ${
      $columns === 2 &&
      css`
        ${theme.media.desktop} {
          grid-template-columns: repeat(2, minmax(0, 1fr));
        }
      `
    }
  `,
);

const Row = styled.div(
  ({ theme }) => css`
    min-width: 0;
    padding-bottom: ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
  `,
);

const Term = styled.dt(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.textMuted};
    svg {
      color: ${theme.colors.primary};
    }
  `,
);

const Value = styled.dd<{ $indent: boolean }>(
  ({ theme, $indent }) => css`
    margin: ${theme.space[1]} 0 0;
    padding-inline-start: ${$indent ? `calc(18px + ${theme.space[2]})` : '0'};
    color: ${theme.colors.text};
    overflow-wrap: anywhere;
    font-weight: ${theme.fontWeights.medium};
  `,
);

export interface DetailFact {
  label: string;
  value: ReactNode;
  icon?: IconName;
}

export interface DetailFactsProps {
  facts: DetailFact[];
  /** Two columns from 768 px (long lists such as book details). */
  columns?: 1 | 2;
  className?: string;
}

/** Label / value pairs of a course or book (a <dl>), each with an optional icon. */
export function DetailFacts({ facts, columns = 1, className }: DetailFactsProps) {
  return (
    <List $columns={columns} className={className}>
      {facts.map((fact) => (
        <Row key={fact.label}>
          <Term>
            {fact.icon && <Icon name={fact.icon} size={18} />}
            {fact.label}
          </Term>
          <Value $indent={Boolean(fact.icon)}>{fact.value}</Value>
        </Row>
      ))}
    </List>
  );
}
