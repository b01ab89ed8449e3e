/** The profile of GET /api/users/profile/ and how it is read: defined in the domain core, machines/auth/profile.ts. */
export * from '@machines/auth/profile';
