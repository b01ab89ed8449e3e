export { PaymentSuccessView } from './PaymentSuccessView';
export type { PaymentSuccessViewProps } from './PaymentSuccessView';
