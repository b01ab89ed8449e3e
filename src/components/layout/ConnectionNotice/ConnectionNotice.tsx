import styled, { css } from 'styled-components';

const Region = styled.div(
  ({ theme }) => css`
    position: fixed;
    inset-inline: 0;
    bottom: ${theme.space[4]};
    z-index: ${theme.zIndices.toast};
    display: flex;
    justify-content: center;
    pointer-events: none;
    ${theme.media.print} {
      display: none;
    }
  `,
);

const Message = styled.p<{ $tone: ConnectionNoticeTone }>(
  ({ theme, $tone }) => css`
    margin: 0 ${theme.space[3]};
    padding: ${theme.space[2]} ${theme.space[4]};
    border-radius: ${theme.radii.md};
    background: ${$tone === 'offline' ? theme.colors.text : theme.colors.surface};
    color: ${$tone === 'offline' ? theme.colors.surface : theme.colors.text};
    border: 1px solid ${theme.colors.borderStrong};
    font-size: ${theme.fontSizes.sm};
    pointer-events: auto;
  `,
);

export type ConnectionNoticeTone = 'offline' | 'online';

export interface ConnectionNoticeProps {
  /** The text to say, already translated; none leaves the live region empty (nothing shown). */
  message?: string | null;
  tone?: ConnectionNoticeTone;
}

/**
 * A polite live region (role="status") that says once that the connection dropped or came back.
 * Kept on the page while empty, so that a screen reader hears the message that later appears in it.
 */
export function ConnectionNotice({ message, tone = 'offline' }: ConnectionNoticeProps) {
  return (
    <Region role="status" data-testid="connection-notice">
      {message ? <Message $tone={tone}>{message}</Message> : null}
    </Region>
  );
}
