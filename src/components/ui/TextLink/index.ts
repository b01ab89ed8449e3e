export { TextAnchor, TextLink } from './TextLink';
export type { TextAnchorProps, TextLinkProps, TextLinkTone } from './TextLink';
