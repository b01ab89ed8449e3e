export { TextLink } from './TextLink';
export type { TextLinkProps, TextLinkTone } from './TextLink';
