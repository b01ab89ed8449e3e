export * from './client';
export * from './auth';
export * from './profile';
export * from './contact';
export * from './payment';
export * from './breach';
