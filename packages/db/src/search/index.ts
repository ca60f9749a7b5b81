export * from './job-document';
