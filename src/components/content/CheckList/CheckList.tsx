import styled, { css } from 'styled-components';
import { Icon, type IconName } from '@/components/ui';

const List = styled.ul<{ $columns: 1 | 2 }>(
  ({ theme, $columns }) => css`
    display: grid;
    grid-template-columns: 1fr;
    gap: ${theme.space[3]} ${theme.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
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

const Item = styled.li(
  ({ theme }) => css`
    display: flex;
    gap: ${theme.space[3]};
    align-items: flex-start;
    line-height: ${theme.lineHeights.normal};
  `,
);

const Mark = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryHover};
  `,
);

export interface CheckListProps {
  items: string[];
  /** Icon before each item (default a check mark). */
  icon?: IconName;
  /** Two columns from 768 px. */
  columns?: 1 | 2;
  className?: string;
}

/** A bulleted list with a round check mark before each item (benefits, outcomes, commitments). */
export function CheckList({ items, icon = 'check', columns = 1, className }: CheckListProps) {
  return (
    <List $columns={columns} className={className}>
      {items.map((item, index) => (
        <Item key={`${index}-${item}`}>
          <Mark aria-hidden="true">
            <Icon name={icon} size={16} />
          </Mark>
          <span>{item}</span>
        </Item>
      ))}
    </List>
  );
}
