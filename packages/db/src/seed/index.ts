export { DEMO_COMPANIES, DEMO_RECRUITER_COMPANY } from './companies';
export * from './demo';
export * from './reference';
