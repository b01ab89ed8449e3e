export { PaymentCancelledView, CANCELLATION_REASON_VALUES } from './PaymentCancelledView';
export type { PaymentCancelledViewProps } from './PaymentCancelledView';
