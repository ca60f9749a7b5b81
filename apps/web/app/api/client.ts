import type { Envelope, Locale } from '@jobbridge/shared';
import type { ApiBody, ApiTransport } from './transport';
import type {
  ApplyResult,
  Captcha,
  Career,
  CareerBody,
  CodeSent,
  CompanyDetail,
  CompanyListItem,
  CompanySearchQuery,
  ConfigItems,
  EditUserInfoBody,
  Education,
  EducationBody,
  EmailCodePurpose,
  EmployerStatus,
  ForgetPasswordBody,
  JobAlert,
  JobAlertBody,
  JobDetail,
  JobListItem,
  JobSearchPage,
  JobSearchQuery,
  OutboxMessage,
  Paged,
  PublicUserCard,
  Question,
  ResumeInfo,
  ResumeMatchData,
  SavedJobItem,
  SignupBody,
  SmsPurpose,
  Strength,
  TrackedApplication,
  UnreadMessages,
  UserDashBoard,
  UserInfo,
  UserSettings,
  WxBindStatus,
  WxQrcode,
  WxScene,
  WxUser,
} from './types';

/** A solved picture captcha sent with a sign-in once the server asked for one (4028). */
type SigninCaptcha = { uuid?: string; verityCode?: string };

/** A failure envelope turned into an exception by `unwrap`. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    /** Already in the request's language (may be empty for network failures). */
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(msg || `API error ${code}`);
    this.name = 'ApiError';
  }
}

/** The data of a successful envelope; throws `ApiError` for a failure. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.success) return envelope.data;
  throw new ApiError(envelope.code, envelope.msg, envelope.data);
}

/**
 * The typed client: one method per call the web makes. Each returns the
 * envelope untouched; callers decide whether a failure is an exception
 * (`unwrap`) or a state to render.
 */
export function createApiClient(transport: ApiTransport) {
  const post = <T>(path: string, body?: ApiBody) => transport({ path, method: 'POST', body }) as Promise<Envelope<T>>;
  const get = <T>(path: string, query?: ApiBody) =>
    transport({ path, method: 'GET', body: query }) as Promise<Envelope<T>>;

  return {
    getConfigItem: (lang: Locale) => post<ConfigItems>('/config/getConfigItem', { lang }),

    searchJobList: (query: JobSearchQuery) => post<JobSearchPage>('/job/searchJobList', query),
    getCompanyList: (query: CompanySearchQuery) => post<Paged<CompanyListItem>>('/company/getCompanyList', query),
    // Finding work (docs/api/jobs.md).
    getJobInfoByJobID: (body: { job_id: number; user_id?: number }) => post<JobDetail>('/job/getJobInfoByJobID', body),
    getSimilarJobList: (body: { job_id: number; size?: number }) => post<JobListItem[]>('/job/getSimilarJobList', body),
    saveJob: (body: { job_id: number; saved: boolean }) => post<{ saved: boolean }>('/job/saveJob', body),
    applyJob: (body: { job_id: number }) => post<ApplyResult>('/job/applyJob', body),
    getJobQuestions: (body: { job_id: number; page?: number; size?: number }) =>
      post<{ list: Question[]; total: number }>('/job/getJobQuestions', body),
    addQuestion: (body: { job_id: number; content: string; parent_id?: number }) =>
      post<Question>('/job/addQuestion', body),
    delQuestion: (body: { question_id: number }) => post<null>('/job/delQuestion', body),
    thumbQuestion: (body: { question_id: number }) =>
      post<{ thumbs: number; thumbed: true }>('/job/thumbQuestion', body),
    /** `name`: brand name in either language, or the company id. */
    getCompanyByBrandName: (body: { name: string }) => post<CompanyDetail>('/company/getCompanyByBrandName', body),

    signinByToken: () => post<UserInfo>('/account/signinByToken'),
    logout: () => post<unknown>('/account/logout'),
    getEmployerStatus: () => post<EmployerStatus>('/account/getEmployerStatus'),
    getUnreadMessages: () => post<UnreadMessages>('/account/getUnreadMessages'),

    /**
     * phone = calling code digits (no +) joined to the number; password hashed for transport.
     * uuid + verityCode: a solved captcha, once a sign-in has answered 4028.
     */
    signin: (body: { phone: string; password: string } & SigninCaptcha) => post<UserInfo>('/account/signin', body),
    signinByEmail: (body: { email: string; password: string } & SigninCaptcha) =>
      post<UserInfo>('/account/signinByEmail', body),
    /** username = phone (the spec's payload). */
    signinByCode: (body: { phone: string; code: string; username: string } & SigninCaptcha) =>
      post<UserInfo>('/account/signinbycode', body),
    randomImage: () => get<Captcha>('/account/randomImage'),
    /** The spec does not name this path; agreed with the server as `/account/sendSmsCode`. */
    sendSmsCode: (body: { phone: string; uuid: string; verityCode: string; purpose: SmsPurpose }) =>
      post<CodeSent>('/account/sendSmsCode', body),
    /** Sign-up code by e-mail (1001 when the address is taken). */
    signupCode: (body: { email: string; purpose?: 'signup' }) =>
      post<CodeSent>('/account/signupcode', { purpose: 'signup', ...body }),
    /** Creates the account and signs in (sets cit). */
    signup: (body: SignupBody) => post<UserInfo>('/account/signup', body),
    logoutOthers: () => post<{ revoked: number }>('/account/logoutOthers'),
    forgetPassword: (body: ForgetPasswordBody) => post<null>('/account/forgetPassword', { ...body }),

    sendEmailCode: (body: { email: string; purpose: EmailCodePurpose }) =>
      post<CodeSent>('/account/sendEmailCode', body),
    checkEmailCode: (body: { email: string; code: string }) => post<UserInfo>('/account/checkEmailCode', body),
    checkUserEmailCode: (body: { email: string; code: string; user_id: number }) =>
      post<UserInfo>('/account/checkUserEmailCode', body),
    /** Sends a confirmation link (24 h) instead of a code. */
    sendEmail: (body: { email: string }) => post<{ sent: true }>('/account/sendEmail', body),
    /** Resends the confirmation link. */
    checkEmailLink: (body: { email: string }) => post<{ sent: true }>('/account/checkEmailLink', body),
    confirmEmail: (body: { uuid: string }) => post<UserInfo>('/account/confirmEmail', body),
    modifyEmail: (body: { phone: string; email: string; code: string }) => post<UserInfo>('/account/modifyEmail', body),
    modifyPhone: (body: { calling_code: string; phone: string; code: string }) =>
      post<UserInfo>('/account/modifyPhone', body),
    /** Both hashed for transport; other sessions are revoked, this one kept. */
    modifyPwd: (body: { oldPassword: string; password: string }) => post<null>('/account/modifyPwd', body),
    editUserInfo: (body: EditUserInfoBody) => post<UserInfo>('/account/editUserInfo', { ...body }),
    getUserInfoByID: (body: { user_id: number }) => post<PublicUserCard>('/account/getUserInfoByID', body),
    getUserAvatarByID: (body: { user_id: number }) =>
      post<{ avatar_url: string | null }>('/account/getUserAvatarByID', body),
    /** Binds the WeChat account waiting on `scene` to the signed-in user. */
    bindUser: (body: { scene: string }) => post<UserInfo>('/account/bindUser', body),
    /** Cancels a pending scene. */
    delUserTmp: (body: { scene: string }) => post<null>('/account/delUserTmp', body),

    /** purpose bind (default) needs a session; purpose login is for visitors. */
    wxQrcode: (body: { purpose?: 'bind' | 'login' } = {}) => post<WxQrcode>('/wechat/wxQrcode', body),
    /** Takes the session of a sign-in scene that a bound WeChat account scanned (once). */
    wxLogin: (body: { scene: string }) => post<UserInfo>('/wechat/wxLogin', body),
    checkWxBind: (body: { scene: string }) => post<{ status: WxBindStatus }>('/wechat/checkWxBind', body),
    /** One of this browser's scenes and, once scanned, which WeChat account scanned it (4004 for anyone else's). */
    wxScene: (body: { scene: string }) => post<WxScene>('/wechat/wxScene', body),
    wxUser: () => post<WxUser>('/wechat/wxUser'),
    delWxUser: () => post<null>('/wechat/delWxUser'),

    /** POST /inviteCode/applyInviteCode/{userId}/{inviteCode} (no body): failure `data` is the warning text. */
    applyInviteCode: (userId: number, code: string) =>
      post<{ applied: true }>(`/inviteCode/applyInviteCode/${userId}/${encodeURIComponent(code)}`),
    /** GET /inviteCode/getCheckUser/{id}: success with code 0 means the user was invited. */
    getCheckUser: (userId: number) => get<unknown>(`/inviteCode/getCheckUser/${userId}`),

    // The candidate's own space (docs/api/candidate.md).
    getResumeInfo: (body: { user_id: number }) => post<ResumeInfo>('/resume/getResumeInfoByUserID', body),
    updSummary: (body: { summary: string }) =>
      post<{ summary: string; strength: Strength }>('/resume/updSummary', body),
    updWizardStep: (body: { step: number }) => post<{ wizard_step: number }>('/resume/updWizardStep', body),
    insCareer: (body: CareerBody) => post<Career>('/resume/insCareer', { ...body }),
    updCareerById: (body: CareerBody & { career_id: number }) => post<Career>('/resume/updCareerById', { ...body }),
    delCareerById: (body: { career_id: number }) => post<null>('/resume/delCareerById', body),
    insEducation: (body: EducationBody) => post<Education>('/resume/insEducation', { ...body }),
    updEducationById: (body: EducationBody & { education_id: number }) =>
      post<Education>('/resume/updEducationById', { ...body }),
    delEducationById: (body: { education_id: number }) => post<null>('/resume/delEducationById', body),
    delResumeFile: (body: { file_id: string }) => post<null>('/resume/delResumeFile', body),
    getApplications: (body: { status?: number } = {}) =>
      post<{ list: TrackedApplication[] }>('/job/getApplications', body),
    getSavedJobs: () => post<{ list: SavedJobItem[] }>('/job/getSavedJobs'),
    getResumeMatch: (body: { job_id: number }) => post<ResumeMatchData>('/job/getResumeMatch', body),
    /** user_id must be the session's (4004 otherwise, as an unknown user); the defaults when none was saved. */
    getJobAlert: (body: { user_id: number }) => post<JobAlert>('/job/getJobAlert', body),
    createJobAlert: (body: JobAlertBody) => post<JobAlert>('/job/createJobAlert', { ...body }),
    createJobAlertStatus: (body: { enabled: boolean }) => post<{ enabled: boolean }>('/job/createJobAlertStatus', body),
    getUserDashBoard: () => post<UserDashBoard>('/account/getUserDashBoard'),
    getSetting: () => post<UserSettings>('/manager/getSetting'),
    updSetting: (body: Partial<UserSettings>) => post<UserSettings>('/manager/updSetting', body),
    addFileRead: (body: { file_key: string }) => post<{ read: true }>('/manager/addFileRead', body),
    getFileRead: () => post<{ files: string[] }>('/manager/getFileRead'),
    /** password: hashPasswordForTransport(password); or a 6-digit code for accounts without one. */
    deleteAccount: (body: { password?: string; code?: string }) => post<null>('/account/deleteAccount', body),

    /** Development tools only (404 when off): the latest e-mails and SMS. */
    devOutbox: (query: { recipient?: string } = {}) => get<unknown>('/dev/outbox', query),
    /** Development tools only: plays WeChat's signed scan push for `scene`. */
    devWechatScan: (body: { scene: string; openid?: string; nickname?: string }) =>
      post<{ openid: string; answer: string; status: string }>('/dev/wechatScan', body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The outbox list whatever envelope shape the server picks (a list, or `{ list }` / `{ messages }`). */
export function outboxList(data: unknown): OutboxMessage[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? ((data as { list?: unknown; messages?: unknown }).list ?? (data as { messages?: unknown }).messages)
      : null;
  return Array.isArray(list) ? (list as OutboxMessage[]) : [];
}
