import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '../Container';
import { Eyebrow } from '../Eyebrow';
import { Heading } from '../Heading';

const Root = styled.div(
  ({ theme }) => css`
    position: relative;
    overflow: hidden;
    padding-block: ${theme.space[7]} ${theme.space[6]};
    background:
      radial-gradient(circle at 92% 10%, ${theme.colors.accentSoft} 0, transparent 18rem),
      radial-gradient(circle at 0% 100%, ${theme.colors.primarySoft} 0, transparent 16rem), ${theme.colors.surfaceAlt};
    border-bottom: 1px solid ${theme.colors.border};
    ${theme.media.desktop} {
      padding-block: ${theme.space[8]} ${theme.space[7]};
    }
  `,
);

const Lead = styled.p(
  ({ theme }) => css`
    max-width: 42rem;
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.textMuted};
    line-height: ${theme.lineHeights.normal};
  `,
);

const Extra = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
`;

export interface PageHeaderProps {
  /** Small kicker above the title. */
  eyebrow?: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  /** Intro paragraph under the title. */
  lead?: ReactNode;
  /** Id for the h1 (e.g. for aria-labelledby). */
  titleId?: string;
  /** Actions or meta under the lead. */
  children?: ReactNode;
  className?: string;
}

/** The top band of an inner page: eyebrow, h1, lead, optional actions. */
export function PageHeader({ eyebrow, title, lead, titleId, children, className }: PageHeaderProps) {
  return (
    <Root className={className}>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Heading as="h1" size="xl" id={titleId}>
          {title}
        </Heading>
        {lead && <Lead>{lead}</Lead>}
        {children && <Extra>{children}</Extra>}
      </Container>
    </Root>
  );
}
