import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { CloseButton } from '../internal/CloseButton';
import { statusColors, statusIcon, type StatusTone } from '../internal/tones';

export type AlertTone = StatusTone;

const Root = styled.div<{ $tone: AlertTone }>(({ theme, $tone }) => {
  const { fg, bg } = statusColors(theme, $tone);
  return css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[3]};
    padding: ${theme.space[4]};
    border-radius: ${theme.radii.md};
    border: 1px solid ${fg};
    border-inline-start-width: 4px;
    background: ${bg};
    color: ${theme.colors.text};
    > svg {
      color: ${fg};
      margin-top: 0.15em;
    }
  `;
});

const Body = styled.div`
  flex: 1;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeights.snug};
  > p:last-child {
    margin-bottom: 0;
  }
`;

const Title = styled.p<{ $tone: AlertTone }>(
  ({ theme, $tone }) => css`
    margin: 0 0 ${theme.space[1]};
    font-weight: ${theme.fontWeights.bold};
    color: ${statusColors(theme, $tone).fg};
  `,
);

const Dismiss = styled(CloseButton)`
  margin: -${({ theme }) => theme.space[2]} -${({ theme }) => theme.space[2]} -${({ theme }) => theme.space[2]} 0;
`;

export interface AlertProps {
  tone?: AlertTone;
  /** Bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss (X) button that calls this. */
  onDismiss?: () => void;
  id?: string;
  className?: string;
}

/** Inline message box. Errors use role="alert" (announced at once); the other tones role="status". */
export function Alert({ tone = 'info', title, children, onDismiss, id, className }: AlertProps) {
  const { t } = useTranslation();
  return (
    <Root $tone={tone} role={tone === 'error' ? 'alert' : 'status'} id={id} className={className}>
      <Icon name={statusIcon[tone]} size={22} />
      <Body>
        {title && <Title $tone={tone}>{title}</Title>}
        {children}
      </Body>
      {onDismiss && <Dismiss label={t('ui.dismiss')} onClick={onDismiss} />}
    </Root>
  );
}
