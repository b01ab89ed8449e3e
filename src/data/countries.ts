/** The countries of the register form: defined in the domain core, machines/auth/countries.ts. */
export * from '@machines/auth/countries';
