/** Node-only helpers (`@jobbridge/shared/node`); never imported by the web bundle. */
export * from './password-hash';
export * from './password-pool';
export * from './password-pool-errors';
