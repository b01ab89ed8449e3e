import styled, { css } from 'styled-components';

const List = styled.ol(
  ({ theme }) => css`
    position: relative;
    margin: 0;
    padding: 0 0 0 ${theme.space[6]};
    list-style: none;
    &::before {
      content: '';
      position: absolute;
      top: ${theme.space[2]};
      bottom: ${theme.space[2]};
      left: calc(${theme.space[2]} + 1px);
      width: 2px;
      background: ${theme.colors.border};
    }
  `,
);

const Item = styled.li(
  ({ theme }) => css`
    position: relative;
    padding-bottom: ${theme.space[5]};
    &:last-child {
      padding-bottom: 0;
    }
    &::before {
      content: '';
      position: absolute;
      left: calc(-1 * ${theme.space[6]} + ${theme.space[1]});
      top: 0.35rem;
      width: 0.875rem;
      height: 0.875rem;
      border-radius: ${theme.radii.round};
      background: ${theme.colors.accent};
      box-shadow: 0 0 0 4px ${theme.colors.bg};
    }
  `,
);

const Period = styled.p(
  ({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.accentHover};
    letter-spacing: 0.04em;
  `,
);

const Title = styled.h3(
  ({ theme }) => css`
    margin: ${theme.space[1]} 0;
    font-size: ${theme.fontSizes.lg};
  `,
);

const Text = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    max-width: 60ch;
  `,
);

export interface TimelineEntry {
  period: string;
  title: string;
  text: string;
}

/** A vertical timeline (ordered list) of periods with a title and a sentence each. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <List>
      {entries.map((entry) => (
        <Item key={`${entry.period}-${entry.title}`}>
          <Period>{entry.period}</Period>
          <Title>{entry.title}</Title>
          <Text>{entry.text}</Text>
        </Item>
      ))}
    </List>
  );
}
