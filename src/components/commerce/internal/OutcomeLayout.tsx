import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Heading, Icon, type IconName } from '@/components/ui';

const Wrap = styled(Container)(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[5]};
    padding-block: ${theme.space[6]} ${theme.space[8]};
    ${theme.media.desktop} {
      padding-block: ${theme.space[8]} ${theme.space[9]};
    }
  `,
);

const Hero = styled.header(
  ({ theme }) => css`
    display: grid;
    justify-items: center;
    gap: ${theme.space[3]};
    text-align: center;
    h1 {
      margin: 0;
    }
  `,
);

const Badge = styled.span<{ $tone: 'success' | 'warning' }>(
  ({ theme, $tone }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 4.5rem;
    height: 4.5rem;
    border-radius: ${theme.radii.round};
    background: ${$tone === 'success' ? theme.colors.successSoft : theme.colors.warningSoft};
    color: ${$tone === 'success' ? theme.colors.success : theme.colors.warning};
  `,
);

const Lead = styled.p(
  ({ theme }) => css`
    max-width: 36rem;
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
  `,
);

export interface OutcomeLayoutProps {
  icon: IconName;
  tone: 'success' | 'warning';
  title: ReactNode;
  lead: ReactNode;
  children: ReactNode;
}

/** Centred hero (icon, h1, lead) over a narrow column: the frame of the payment outcome pages. */
export function OutcomeLayout({ icon, tone, title, lead, children }: OutcomeLayoutProps) {
  return (
    <Wrap width="narrow">
      <Hero>
        <Badge $tone={tone}>
          <Icon name={icon} size={36} />
        </Badge>
        <Heading as="h1" size="xl" align="center">
          {title}
        </Heading>
        <Lead>{lead}</Lead>
      </Hero>
      {children}
    </Wrap>
  );
}

export const Panel = styled.section(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[3]};
    padding: ${theme.space[5]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
    h2 {
      margin: 0;
    }
    p {
      margin: 0;
    }
  `,
);

export const IconList = styled.ul(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
    li {
      display: flex;
      gap: ${theme.space[3]};
      align-items: flex-start;
    }
    li > svg {
      flex: none;
      margin-top: 3px;
      color: ${theme.colors.primary};
    }
  `,
);

export const Actions = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${theme.space[3]};
  `,
);
