export { Toast } from './Toast';
export type { ToastProps, ToastTone } from './Toast';
export { ToastRegion } from './ToastRegion';
export type { ToastRegionProps } from './ToastRegion';
