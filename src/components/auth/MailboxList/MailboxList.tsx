import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, Card, EmptyState, Icon, Spinner, TextLink } from '@/components/ui';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  /** Plain text, rendered as text. */
  body: string;
  /** Same-site path of the link in the message (e.g. the reset link), if any. */
  link?: string;
  /** Already formatted date and time. */
  sentAt: string;
}

export interface MailboxListProps {
  status: 'loading' | 'error' | 'loaded';
  messages?: MailboxMessage[];
  onRefresh?: () => void;
  /** Where the empty state sends the visitor (password recovery). */
  emptyActionPath?: string;
}

const Toolbar = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
    margin-bottom: ${theme.space[5]};
    color: ${theme.colors.textMuted};
  `,
);

const List = styled.ul(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  `,
);

const Meta = styled.dl(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space[1]} ${theme.space[3]};
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    dd {
      margin: 0;
      overflow-wrap: anywhere;
      color: ${theme.colors.text};
    }
  `,
);

const Subject = styled.h2(
  ({ theme }) => css`
    margin: 0 0 ${theme.space[3]};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
  `,
);

const Body = styled.p(
  ({ theme }) => css`
    margin: 0 0 ${theme.space[4]};
    white-space: pre-line;
    line-height: ${theme.lineHeights.normal};
  `,
);

const LinkLine = styled.p(
  ({ theme }) => css`
    margin: 0;
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    color: ${theme.colors.primary};
    overflow-wrap: anywhere;
  `,
);

const Center = styled.div(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    color: ${theme.colors.textMuted};
  `,
);

/** The demo's test mailbox: every 'sent' message as plain text with its link as an in-site link. */
export function MailboxList({ status, messages = [], onRefresh, emptyActionPath }: MailboxListProps) {
  const { t } = useTranslation();

  if (status === 'loading') {
    return (
      <Center>
        <Spinner decorative />
        <p role="status">{t('mailbox.loading')}</p>
      </Center>
    );
  }

  if (status === 'error') {
    return (
      <Toolbar>
        <Alert tone="error">{t('mailbox.error')}</Alert>
        {onRefresh && <Button onClick={onRefresh}>{t('mailbox.refresh')}</Button>}
      </Toolbar>
    );
  }

  return (
    <>
      <Toolbar>
        <p role="status">{t('mailbox.count', { count: messages.length })}</p>
        {onRefresh && (
          <Button variant="outline" size="sm" onClick={onRefresh}>
            {t('mailbox.refresh')}
          </Button>
        )}
      </Toolbar>
      {messages.length === 0 ? (
        <EmptyState
          icon="mail"
          title={t('mailbox.empty')}
          action={emptyActionPath ? <ButtonLink to={emptyActionPath}>{t('mailbox.emptyAction')}</ButtonLink> : undefined}
        />
      ) : (
        <List aria-label={t('mailbox.listLabel')}>
          {messages.map((mail) => (
            <Card as="li" key={mail.id}>
              <Subject>{mail.subject}</Subject>
              <Meta>
                <dt>{t('mailbox.to')}</dt>
                <dd>{mail.to}</dd>
                <dt>{t('mailbox.sentAt')}</dt>
                <dd>{mail.sentAt}</dd>
              </Meta>
              <Body>{mail.body}</Body>
              {mail.link && (
                <LinkLine>
                  <Icon name="arrowRight" size={18} />
                  <TextLink to={mail.link} bold>
                    {t('mailbox.openLink')}
                  </TextLink>
                </LinkLine>
              )}
            </Card>
          ))}
        </List>
      )}
    </>
  );
}
