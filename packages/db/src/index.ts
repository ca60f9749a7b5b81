export * from './arrival-order';
export * from './client';
export * from './generate';
export * from './schema';
export * from './search';
export * from './seed';
