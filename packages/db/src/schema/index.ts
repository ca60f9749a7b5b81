export * from './account';
export * from './activity';
export * from './company';
export * from './config';
export * from './files';
export * from './job';
export * from './message';
export * from './resume';
