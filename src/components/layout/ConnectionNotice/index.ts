export { ConnectionNotice, type ConnectionNoticeProps, type ConnectionNoticeTone } from './ConnectionNotice';
