import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MailboxList, type MailboxMessage } from '@/components/auth';
import { Container, PageHeader } from '@/components/ui';
import { fetchMockMailbox, type MockMail } from '@/api/mockMailbox';
import { paths, safeReturnPath } from '@/config/routes';
import { PageMeta } from '@/seo/PageMeta';

const Body = styled(Container)`
  padding-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]};
`;

const Column = styled.div`
  max-width: 52rem;
`;

type State = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; mails: MockMail[] };

/**
 * /mock-mailbox — exists only with mocks on (route added by the route table when config.useMocks).
 * Lists the e-mails the mock backend 'sent' (password reset links), read through the mock-only
 * endpoint GET /__mock/mailbox. Everything is plain text; the reset link is an in-site router link.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'pt';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchMockMailbox(controller.signal)
      .then((mails) => setState({ status: 'loaded', mails }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [reloads]);

  const refresh = useCallback(() => {
    setState({ status: 'loading' });
    setReloads((n) => n + 1);
  }, []);

  const format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-PT', { dateStyle: 'medium', timeStyle: 'short' });
  const messages: MailboxMessage[] =
    state.status === 'loaded'
      ? state.mails.map((mail) => {
          const link = mail.link ? safeReturnPath(mail.link, '') : '';
          const sent = new Date(mail.sent_at);
          return {
            id: mail.id,
            to: mail.to,
            subject: mail.subject,
            body: mail.body,
            sentAt: Number.isNaN(sent.getTime()) ? mail.sent_at : format.format(sent),
            ...(link ? { link } : {}),
          };
        })
      : [];

  return (
    <>
      <PageMeta title={t('mailbox.metaTitle')} description={t('mailbox.metaDescription')} />
      <PageHeader eyebrow={t('mailbox.eyebrow')} title={t('mailbox.title')} lead={t('mailbox.lead')} />
      <Body>
        <Column>
          <MailboxList status={state.status} messages={messages} onRefresh={refresh} emptyActionPath={paths.recovery} />
        </Column>
      </Body>
    </>
  );
}
