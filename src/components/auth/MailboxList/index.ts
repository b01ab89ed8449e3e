export { MailboxList, type MailboxListProps, type MailboxMessage } from './MailboxList';
