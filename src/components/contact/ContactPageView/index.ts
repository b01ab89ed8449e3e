export { ContactPageView } from './ContactPageView';
export type { ContactPageViewProps } from './ContactPageView';
