import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { Heading, type HeadingLevel } from '../Heading';

const Root = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
    gap: ${theme.space[3]};
    max-width: 32rem;
    margin-inline: auto;
    padding: ${theme.space[7]} ${theme.space[4]};
  `,
);

const IconCircle = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 4.5rem;
    height: 4.5rem;
    margin-bottom: ${theme.space[2]};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  `,
);

const Body = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
  `,
);

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

export interface EmptyStateProps {
  /** An icon name or any node (illustration). */
  icon?: IconName | ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** Usually a ButtonLink ("Voltar à página inicial"). */
  action?: ReactNode;
  /** Heading level of the title (default h2). */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Friendly "nothing here yet" block: icon, title, text and one action. */
export function EmptyState({ icon = 'info', title, text, action, headingLevel = 'h2', className }: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && (
        <IconCircle aria-hidden="true">{typeof icon === 'string' ? <Icon name={icon as IconName} size={32} /> : icon}</IconCircle>
      )}
      <Heading as={headingLevel} size="md" align="center">
        {title}
      </Heading>
      {text && <Body>{text}</Body>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
