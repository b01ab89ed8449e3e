export { FreeShippingNotice } from './FreeShippingNotice';
export type { FreeShippingNoticeProps } from './FreeShippingNotice';
