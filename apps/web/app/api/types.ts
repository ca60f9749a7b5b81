/** Response shapes of the API calls the web uses (spec section 7). */

export interface Option {
  value: string;
  label: string;
}

export interface WorkLocation {
  /** adcode */
  value: string;
  city: string;
  province: string;
  country: string;
  lang: string;
}

export interface CallingCode {
  calling_code: string;
  country: string;
  flag: string;
}

export interface MessageTemplate {
  template_id: number | string;
  title: string;
  content: string;
}

export interface SiteInfo {
  contact_phone: string;
  icp_record: string;
  company_name: string;
  newer_site_url: string | null;
  /** Development tools (outbox, WeChat simulator) are on; a missing field means off. */
  dev_tools?: boolean;
}

/** `POST /config/getConfigItem` (per language). */
export interface ConfigItems {
  employment_type: Option[];
  industry: Option[];
  seniority: Option[];
  work_location: WorkLocation[];
  intstatus: Option[];
  calling_code: CallingCode[];
  mes_template: MessageTemplate[];
  /** Mandarin levels and native languages of the basic-info form (when config carries them). */
  mandarin?: Option[];
  language?: Option[];
  site: SiteInfo;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** A page of the job search: `total_exact` is false when `total` is an estimate. */
export interface JobSearchPage extends Paged<JobListItem> {
  total_exact: boolean;
}

export interface JobCompany {
  company_id: number;
  brand_name: string;
  eng_brand_name: string;
  logo_url: string | null;
}

export interface JobListItem {
  job_id: number;
  /** In the request's language. */
  position: string;
  minimum_salary: number;
  maximum_salary: number;
  salary_num: number;
  adcode: string;
  /** In the request's language. */
  city: string;
  employment_type: string;
  industry: string;
  seniority: string;
  create_time: string;
  company: JobCompany;
}

export type JobSort = 'date' | 'relevance';

export type JobSearchQuery = {
  page: number;
  size: number;
  sort: JobSort;
  keyword?: string;
  adcode?: string;
  employment_type?: string;
  industry?: string;
  seniority?: string;
  min_salary?: number;
  max_salary?: number;
  /** A company's open jobs (company page). */
  company_id?: number;
};

export interface CompanyListItem {
  company_id: number;
  business_license_name: string;
  brand_name: string;
  eng_brand_name: string;
  logo_url: string | null;
  industry: string;
  city: string;
  open_jobs: number;
  verified: boolean;
}

export type CompanySearchQuery = {
  page: number;
  size: number;
  keyword?: string;
  industry?: string;
  adcode?: string;
};

export interface UserCompany {
  company_id: number;
  brand_name: string;
  eng_brand_name: string;
}

/** `POST /account/signinByToken` and the sign-in calls. */
export interface UserInfo {
  user_id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  avatar_url: string | null;
  birth_date: string | null;
  mandarin: string | number | null;
  native_language: string | null;
  status: number;
  company: UserCompany | null;
  /** Not in the accounts contract's UserInfo yet; 0 when missing. */
  profile_strength?: number;
}

export interface EmployerStatus {
  pending: number;
}

export interface UnreadMessages {
  system: number;
  chat: number;
}

export interface Captcha {
  imageBase64: string;
  uuid: string;
}

/** What a code send answers (`sendSmsCode`, `signupcode`, `sendEmailCode`). */
export interface CodeSent {
  sent: true;
  seconds: number;
}

export type SmsPurpose = 'login' | 'signup' | 'reset' | 'modify_phone';
export type EmailCodePurpose = 'verify' | 'modify_email' | 'reset';

export type SignupBody =
  | {
      type: 'phone';
      calling_code: string;
      phone: string;
      code: string;
      password: string;
      agree: true;
      first_name?: string;
      last_name?: string;
    }
  | {
      type: 'email';
      email: string;
      code: string;
      password: string;
      agree: true;
      first_name?: string;
      last_name?: string;
    };

export interface ForgetPasswordBody {
  type: 'phone' | 'email';
  /** The full phone (calling code digits + number) or the e-mail. */
  target: string;
  code: string;
  /** hashPasswordForTransport(new password). */
  password: string;
}

export interface EditUserInfoBody {
  first_name: string;
  last_name: string;
  /** yyyy-MM-dd */
  birth_date?: string;
  mandarin?: string;
  native_language?: string;
}

export interface PublicUserCard {
  user_id: number;
  first_name: string;
  avatar_url: string | null;
  headline_job: string | null;
  company: UserCompany | null;
}

export interface WxQrcode {
  scene: string;
  /** What the QR code encodes. */
  url: string;
  /** WeChat's QR image, or null in development (the page draws `url`). */
  imageUrl: string | null;
  expires_in: number;
  /** The scene's key, for clients without cookies (`wx-scene-key` header); the browser holds its owner cookie. */
  scene_key: string;
}

export type WxBindStatus = 'waiting' | 'scanned' | 'bound' | 'expired' | 'failed';

/** One of this browser's scenes (`wechat/wxScene`): its status and, while scanned, who scanned it. */
export interface WxScene {
  status: WxBindStatus;
  purpose: 'bind' | 'login';
  scanned_by: {
    nickname: string | null;
    avatar_url: string | null;
    /** The last 6 characters of the WeChat account's openid. */
    openid_tail: string;
    /** ISO 8601. */
    scanned_at: string;
  } | null;
}

export interface WxUser {
  bound: boolean;
  nickname: string | null;
  bound_at: string | null;
}

/** One e-mail or SMS of the development outbox (`GET /api/dev/outbox`). */
export interface OutboxMessage {
  message_id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body_text: string;
  created_at: string;
}

/** `job/getJobInfoByJobID` (docs/api/jobs.md). Text fields in the request's language. */
export interface JobDetail extends Omit<JobListItem, 'company'> {
  province: string;
  description: string;
  requirements: string;
  skills: string[];
  headcount: number;
  status: 'open' | 'closed';
  /** 'yyyy-MM-dd hh:mm:ss' (UTC+8) or an ISO date; null when open-ended. */
  valid_through: string | null;
  update_time: string;
  company: JobCompany & {
    business_license_name: string;
    industry: string;
    size: string;
    city: string;
    verified: boolean;
  };
  recruiter: {
    user_id: number;
    first_name: string;
    headline_job: string | null;
    avatar_url: string | null;
    online: boolean;
  } | null;
  viewer: { saved: boolean; applied: boolean; application_status: number | null } | null;
  question_count: number;
}

/** `job/applyJob` success. */
export interface ApplyResult {
  application_id: number;
  status: number;
  create_time: string;
}

/** A question about a job, or an answer (answers have empty `answers`). */
export interface Question {
  question_id: number;
  job_id: number;
  content: string;
  create_time: string;
  thumbs: number;
  thumbed: boolean;
  mine: boolean;
  author: { first_name: string; avatar_url: string | null };
  answers: Question[];
}

/** `company/getCompanyByBrandName`. */
export interface CompanyDetail {
  company_id: number;
  business_license_name: string;
  brand_name: string;
  eng_brand_name: string;
  logo_url: string | null;
  industry: string;
  size: string;
  city: string;
  /** null while the company is under review (docs/api/jobs.md). */
  address: string | null;
  intro: string | null;
  website: string | null;
  verified: boolean;
  certificates: { certificate_id: number; name: string }[];
  open_jobs: number;
}

/*
 * The candidate's own space (docs/api/candidate.md). The shapes are the
 * shared zod schemas' types, so the web and the server read one definition.
 */
/** `job/getResumeMatch`. */
export type {
  Career,
  Education,
  GetResumeMatchData as ResumeMatchData,
  JobAlert,
  ProfileVisibility,
  ResumeFile,
  ResumeInfo,
  ResumeUser,
  SavedJobItem,
  Strength,
  TrackedApplication,
  UserDashBoard,
  UserSettings,
} from '@jobbridge/shared';

/** `resume/insCareer` and `updCareerById` (end_date empty while current). */
export interface CareerBody {
  company_name: string;
  title: string;
  start_date: string;
  end_date?: string;
  is_current: boolean;
  responsibilities: string;
}

/** `resume/insEducation` and `updEducationById` (end_date empty while studying). */
export interface EducationBody {
  school: string;
  degree: string;
  major: string;
  start_date: string;
  end_date?: string;
}

/** `job/createJobAlert`: spec section 3 fields, lists comma-separated. */
export interface JobAlertBody {
  job_search_status: string;
  job_type_open_to: string;
  preferred_location: string;
  open_to_relocate_cities: string;
  job_title: string;
  industry: string;
  seniority: string;
  minimum_salary: number;
  maximum_salary: number;
  idealCompany: string;
  company_id: string;
}
