import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';

const List = styled.ul(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
    border-top: 1px solid ${theme.colors.border};
  `,
);

const Item = styled.li(
  ({ theme }) => css`
    padding: ${theme.space[3]} 0;
    border-bottom: 1px solid ${theme.colors.border};
  `,
);

const Title = styled(Link)(
  ({ theme }) => css`
    display: inline-block;
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: none;
    line-height: ${theme.lineHeights.snug};
    &:hover {
      color: ${theme.colors.primaryHover};
      text-decoration: underline;
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  `,
);

const Meta = styled.p(
  ({ theme }) => css`
    margin: ${theme.space[1]} 0 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);

export interface PublicationLink {
  id: number;
  title: string;
  /** 'Ana Rita Figueiredo · julho de 2012'. */
  meta?: string;
  /** Where the title links to (the articles and theses page, searching for it). */
  to: string;
}

export interface PublicationLinksProps {
  items: PublicationLink[];
  /** Id of the heading naming the list. */
  labelledBy?: string;
}

/** A plain list of publication titles linking to the articles and theses page. */
export function PublicationLinks({ items, labelledBy }: PublicationLinksProps) {
  return (
    <List aria-labelledby={labelledBy}>
      {items.map((item) => (
        <Item key={item.id}>
          <Title to={item.to}>{item.title}</Title>
          {item.meta && <Meta>{item.meta}</Meta>}
        </Item>
      ))}
    </List>
  );
}
