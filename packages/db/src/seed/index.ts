export { DEMO_COMPANIES, DEMO_RECRUITER_COMPANY } from './companies';
export * from './demo';
export { DEMO_CHINESE_APPLICANT, DEMO_JOIN_REQUEST, DEMO_REVIEW_COMPANY } from './employer';
export * from './reference';
export { settleAfterBulkLoad } from './settle';
