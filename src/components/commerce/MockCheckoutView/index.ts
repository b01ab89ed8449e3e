export { MockCheckoutView } from './MockCheckoutView';
export type { MockCheckoutViewProps, MockCheckoutState } from './MockCheckoutView';
