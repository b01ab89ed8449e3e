export { HomeContact } from './HomeContact';
export type { HomeContactProps } from './HomeContact';
