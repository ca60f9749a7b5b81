export { buildGeneratedCompanies } from './companies';
export { buildJob, type CityContext, CityPicker, type CompanyContext, type JobInsert } from './job-factory';
export { type GenerateJobsOptions, type GenerateJobsResult, generateJobs, insertJobRows } from './jobs';
export { Random } from './random';
