export * from './job-document';
export * from './job-filters';
