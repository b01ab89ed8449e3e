export { Button } from './Button';
export type { ButtonProps, ButtonLookProps, ButtonSize, ButtonVariant } from './Button';
export { ButtonLink, ExternalButtonLink } from './ButtonLink';
export type { ButtonLinkProps, ExternalButtonLinkProps } from './ButtonLink';
