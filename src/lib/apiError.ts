/** The failure vocabulary of backend calls: defined in the domain core, machines/shared/apiError.ts. */
export * from '@machines/shared/apiError';
