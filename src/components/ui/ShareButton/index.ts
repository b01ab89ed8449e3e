export { ShareButton } from './ShareButton';
export type { ShareButtonProps, ShareOutcome } from './ShareButton';
