/** The commerce vocabulary (checkout line, cents, title rule): defined in the domain core, machines/commerce/rules.ts. */
export * from '@machines/commerce/rules';
