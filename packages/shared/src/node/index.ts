/** Node-only helpers (`@jobbridge/shared/node`); never imported by the web bundle. */
export * from './password-hash';
