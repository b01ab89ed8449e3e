export * from './DetailLayout';
export * from './DetailMedia';
export * from './PurchaseBox';
