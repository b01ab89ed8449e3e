/** The shapes of the account calls: defined in the domain core, machines/auth/account.ts. */
export * from '@machines/auth/account';
