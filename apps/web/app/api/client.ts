import type { CallBody, CallData, Envelope, GetCallPath, Locale, PathCallData, PostCallPath } from '@jobbridge/shared';
import type { ApiBody, ApiTransport } from './transport';

/**
 * The typed client: one method per call the web makes, typed from the call
 * list in shared (`CALLS`: each call's input and data schemas, which the
 * server declares its routes with), so a changed shape fails the web's
 * typecheck. Each returns the envelope untouched; callers decide whether a
 * failure is a state to render.
 */
export function createApiClient(transport: ApiTransport) {
  const post = <P extends PostCallPath>(path: P, body?: CallBody<P>) =>
    transport({ path, method: 'POST', body: body as ApiBody | undefined }) as Promise<Envelope<CallData<P>>>;
  const get = <P extends GetCallPath>(path: P, query?: CallBody<P>) =>
    transport({ path, method: 'GET', body: query as ApiBody | undefined }) as Promise<Envelope<CallData<P>>>;
  /** A call whose ids are in its path (the invite calls). */
  const postPath = <T>(path: string) => transport({ path, method: 'POST' }) as Promise<Envelope<T>>;
  const getPath = <T>(path: string) => transport({ path, method: 'GET' }) as Promise<Envelope<T>>;

  return {
    getConfigItem: (lang: Locale) => post('/config/getConfigItem', { lang }),

    searchJobList: (query: CallBody<'/job/searchJobList'>) => post('/job/searchJobList', query),
    getCompanyList: (query: CallBody<'/company/getCompanyList'>) => post('/company/getCompanyList', query),
    // Finding work (docs/api/jobs.md).
    getJobInfoByJobID: (body: CallBody<'/job/getJobInfoByJobID'>) => post('/job/getJobInfoByJobID', body),
    getSimilarJobList: (body: CallBody<'/job/getSimilarJobList'>) => post('/job/getSimilarJobList', body),
    saveJob: (body: CallBody<'/job/saveJob'>) => post('/job/saveJob', body),
    applyJob: (body: CallBody<'/job/applyJob'>) => post('/job/applyJob', body),
    getJobQuestions: (body: CallBody<'/job/getJobQuestions'>) => post('/job/getJobQuestions', body),
    addQuestion: (body: CallBody<'/job/addQuestion'>) => post('/job/addQuestion', body),
    delQuestion: (body: CallBody<'/job/delQuestion'>) => post('/job/delQuestion', body),
    thumbQuestion: (body: CallBody<'/job/thumbQuestion'>) => post('/job/thumbQuestion', body),

    // Activity groups (decision 0029).
    getGroupList: (query: CallBody<'/activity/getGroupList'>) => post('/activity/getGroupList', query),
    getGroupMembers: (body: CallBody<'/activity/getGroupMembers'>) => post('/activity/getGroupMembers', body),
    joinGroup: (body: CallBody<'/activity/joinGroup'>) => post('/activity/joinGroup', body),
    quitGroup: (body: CallBody<'/activity/quitGroup'>) => post('/activity/quitGroup', body),

    // The HR system (decision 0022)
    getHrContext: () => post('/job/getHrContext'),
    getPostJobList: (body: CallBody<'/job/getPostJobList'> = {}) => post('/job/getPostJobList', body),
    getPostJobInfo: (body: CallBody<'/job/getPostJobInfo'>) => post('/job/getPostJobInfo', body),
    createJob: (body: CallBody<'/job/createJob'>) => post('/job/createJob', body),
    editJob: (body: CallBody<'/job/editJob'>) => post('/job/editJob', body),
    closeJob: (body: CallBody<'/job/closeJob'>) => post('/job/closeJob', body),
    reopenJob: (body: CallBody<'/job/reopenJob'>) => post('/job/reopenJob', body),
    duplicateJob: (body: CallBody<'/job/duplicateJob'>) => post('/job/duplicateJob', body),
    getApplicantList: (body: CallBody<'/job/getApplicantList'>) => post('/job/getApplicantList', body),
    updApplicationStatus: (body: CallBody<'/job/updApplicationStatus'>) => post('/job/updApplicationStatus', body),
    getApplicationNotes: (body: CallBody<'/job/getApplicationNotes'>) => post('/job/getApplicationNotes', body),
    addApplicationNote: (body: CallBody<'/job/addApplicationNote'>) => post('/job/addApplicationNote', body),
    answerQuestion: (body: CallBody<'/job/answerQuestion'>) => post('/job/answerQuestion', body),
    getSkillList: (body: CallBody<'/config/getSkillList'> = {}) => post('/config/getSkillList', body),
    /** `name`: brand name in either language, or the company id. */
    getCompanyByBrandName: (body: CallBody<'/company/getCompanyByBrandName'>) =>
      post('/company/getCompanyByBrandName', body),

    // The employer side (decision 0021).
    sendBusinessEmailCode: (body: CallBody<'/company/sendBusinessEmailCode'>) =>
      post('/company/sendBusinessEmailCode', body),
    checkBusinessEmailCode: (body: CallBody<'/company/checkBusinessEmailCode'>) =>
      post('/company/checkBusinessEmailCode', body),
    createCompany: (body: CallBody<'/company/createCompany'>) => post('/company/createCompany', body),
    editCompanyInfo: (body: CallBody<'/company/editCompanyInfo'>) => post('/company/editCompanyInfo', body),
    getCompanyInfoByUserID: (body: CallBody<'/company/getCompanyInfoByUserID'>) =>
      post('/company/getCompanyInfoByUserID', body),
    submitLicense: (body: CallBody<'/company/submitLicense'>) => post('/company/submitLicense', body),
    insCertificate: (body: CallBody<'/company/insCertificate'>) => post('/company/insCertificate', body),
    getCertificate: () => post('/company/getCertificate'),
    applyForAdmin: (body: CallBody<'/company/applyForAdmin'>) => post('/company/applyForAdmin', body),
    getCompanyAdmins: () => post('/company/getCompanyAdmins'),
    updCompanyAdmin: (body: CallBody<'/company/updCompanyAdmin'>) => post('/company/updCompanyAdmin', body),
    leaveCompany: () => post('/company/leaveCompany'),
    updRecruiterProfile: (body: CallBody<'/company/updRecruiterProfile'>) => post('/company/updRecruiterProfile', body),

    signinByToken: () => post('/account/signinByToken'),
    logout: () => post('/account/logout'),
    getEmployerStatus: () => post('/account/getEmployerStatus'),
    getUnreadMessages: () => post('/account/getUnreadMessages'),
    // System messages (/message).
    getSysMessages: (body: CallBody<'/message/getSysMessages'> = {}) => post('/message/getSysMessages', body),
    updateMessage: (body: CallBody<'/message/updateMessage'>) => post('/message/updateMessage', body),
    getAllChatMessages: (body: CallBody<'/message/getAllChatMessages'> = {}) =>
      post('/message/getAllChatMessages', body),
    getChatMessages: (body: CallBody<'/message/getChatMessages'>) => post('/message/getChatMessages', body),
    readChatMessages: (body: CallBody<'/message/readChatMessages'>) => post('/message/readChatMessages', body),
    sendChatMessage: (body: CallBody<'/message/sendChatMessage'>) => post('/message/sendChatMessage', body),
    blockChat: (body: CallBody<'/message/blockChat'>) => post('/message/blockChat', body),
    reportChat: (body: CallBody<'/message/reportChat'>) => post('/message/reportChat', body),
    requestChatResume: (body: CallBody<'/message/requestChatResume'>) => post('/message/requestChatResume', body),
    sendChatResume: (body: CallBody<'/message/sendChatResume'>) => post('/message/sendChatResume', body),
    proposeChatContact: (body: CallBody<'/message/proposeChatContact'>) => post('/message/proposeChatContact', body),
    answerChatAction: (body: CallBody<'/message/answerChatAction'>) => post('/message/answerChatAction', body),
    inviteChatApply: (body: CallBody<'/message/inviteChatApply'>) => post('/message/inviteChatApply', body),

    /**
     * phone = calling code digits (no +) joined to the number; password hashed for transport.
     * uuid + verityCode: a solved captcha, once a sign-in has answered 4028.
     */
    signin: (body: CallBody<'/account/signin'>) => post('/account/signin', body),
    signinByEmail: (body: CallBody<'/account/signinByEmail'>) => post('/account/signinByEmail', body),
    /** username = phone (the spec's payload). */
    signinByCode: (body: CallBody<'/account/signinbycode'>) => post('/account/signinbycode', body),
    randomImage: () => get('/account/randomImage'),
    /** The spec does not name this path; agreed with the server as `/account/sendSmsCode`. */
    sendSmsCode: (body: CallBody<'/account/sendSmsCode'>) => post('/account/sendSmsCode', body),
    /** Sign-up code by e-mail (1001 when the address is taken). */
    signupCode: (body: CallBody<'/account/signupcode'>) => post('/account/signupcode', { purpose: 'signup', ...body }),
    /** Creates the account and signs in (sets cit). */
    signup: (body: CallBody<'/account/signup'>) => post('/account/signup', body),
    logoutOthers: () => post('/account/logoutOthers'),
    forgetPassword: (body: CallBody<'/account/forgetPassword'>) => post('/account/forgetPassword', body),

    sendEmailCode: (body: CallBody<'/account/sendEmailCode'>) => post('/account/sendEmailCode', body),
    checkEmailCode: (body: CallBody<'/account/checkEmailCode'>) => post('/account/checkEmailCode', body),
    checkUserEmailCode: (body: CallBody<'/account/checkUserEmailCode'>) => post('/account/checkUserEmailCode', body),
    /** Sends a confirmation link (24 h) instead of a code. */
    sendEmail: (body: CallBody<'/account/sendEmail'>) => post('/account/sendEmail', body),
    /** Resends the confirmation link. */
    checkEmailLink: (body: CallBody<'/account/checkEmailLink'>) => post('/account/checkEmailLink', body),
    confirmEmail: (body: CallBody<'/account/confirmEmail'>) => post('/account/confirmEmail', body),
    modifyEmail: (body: CallBody<'/account/modifyEmail'>) => post('/account/modifyEmail', body),
    modifyPhone: (body: CallBody<'/account/modifyPhone'>) => post('/account/modifyPhone', body),
    /** Both hashed for transport; other sessions are revoked, this one kept. */
    modifyPwd: (body: CallBody<'/account/modifyPwd'>) => post('/account/modifyPwd', body),
    editUserInfo: (body: CallBody<'/account/editUserInfo'>) => post('/account/editUserInfo', body),
    appendUserInfo: (body: CallBody<'/account/appendUserInfo'>) => post('/account/appendUserInfo', body),
    getUserInfoByID: (body: CallBody<'/account/getUserInfoByID'>) => post('/account/getUserInfoByID', body),
    getUserAvatarByID: (body: CallBody<'/account/getUserAvatarByID'>) => post('/account/getUserAvatarByID', body),
    /** Binds the WeChat account waiting on `scene` to the signed-in user. */
    bindUser: (body: CallBody<'/account/bindUser'>) => post('/account/bindUser', body),
    /** Cancels a pending scene. */
    delUserTmp: (body: CallBody<'/account/delUserTmp'>) => post('/account/delUserTmp', body),

    /** purpose bind (default) needs a session; purpose login is for visitors. */
    wxQrcode: (body: CallBody<'/wechat/wxQrcode'> = {}) => post('/wechat/wxQrcode', body),
    /** Takes the session of a sign-in scene that a bound WeChat account scanned (once). */
    wxLogin: (body: CallBody<'/wechat/wxLogin'>) => post('/wechat/wxLogin', body),
    checkWxBind: (body: CallBody<'/wechat/checkWxBind'>) => post('/wechat/checkWxBind', body),
    /** One of this browser's scenes and, once scanned, which WeChat account scanned it (4004 for anyone else's). */
    wxScene: (body: CallBody<'/wechat/wxScene'>) => post('/wechat/wxScene', body),
    wxUser: () => post('/wechat/wxUser'),
    delWxUser: () => post('/wechat/delWxUser'),

    /** POST /inviteCode/applyInviteCode/{userId}/{inviteCode} (no body): failure `data` is the warning text. */
    applyInviteCode: (userId: number, code: string) =>
      postPath<PathCallData<'/inviteCode/applyInviteCode/:userId/:inviteCode'>>(
        `/inviteCode/applyInviteCode/${userId}/${encodeURIComponent(code)}`,
      ),
    /** GET /inviteCode/getCheckUser/{id}: success with code 0 means the user was invited. */
    getCheckUser: (userId: number) =>
      getPath<PathCallData<'/inviteCode/getCheckUser/:id'>>(`/inviteCode/getCheckUser/${userId}`),

    // The candidate's own space (docs/api/candidate.md).
    getResumeInfo: (body: CallBody<'/resume/getResumeInfoByUserID'>) => post('/resume/getResumeInfoByUserID', body),
    updSummary: (body: CallBody<'/resume/updSummary'>) => post('/resume/updSummary', body),
    updSkills: (body: CallBody<'/resume/updSkills'>) => post('/resume/updSkills', body),
    updWizardStep: (body: CallBody<'/resume/updWizardStep'>) => post('/resume/updWizardStep', body),
    insCareer: (body: CallBody<'/resume/insCareer'>) => post('/resume/insCareer', body),
    updCareerById: (body: CallBody<'/resume/updCareerById'>) => post('/resume/updCareerById', body),
    delCareerById: (body: CallBody<'/resume/delCareerById'>) => post('/resume/delCareerById', body),
    insEducation: (body: CallBody<'/resume/insEducation'>) => post('/resume/insEducation', body),
    updEducationById: (body: CallBody<'/resume/updEducationById'>) => post('/resume/updEducationById', body),
    delEducationById: (body: CallBody<'/resume/delEducationById'>) => post('/resume/delEducationById', body),
    delResumeFile: (body: CallBody<'/resume/delResumeFile'>) => post('/resume/delResumeFile', body),
    getApplications: (body: CallBody<'/job/getApplications'> = {}) => post('/job/getApplications', body),
    getSavedJobs: () => post('/job/getSavedJobs'),
    getResumeMatch: (body: CallBody<'/job/getResumeMatch'>) => post('/job/getResumeMatch', body),
    /** user_id must be the session's (4004 otherwise, as an unknown user); the defaults when none was saved. */
    getJobAlert: (body: CallBody<'/job/getJobAlert'>) => post('/job/getJobAlert', body),
    createJobAlert: (body: CallBody<'/job/createJobAlert'>) => post('/job/createJobAlert', body),
    createJobAlertStatus: (body: CallBody<'/job/createJobAlertStatus'>) => post('/job/createJobAlertStatus', body),
    getUserDashBoard: () => post('/account/getUserDashBoard'),
    getSetting: () => post('/manager/getSetting'),
    getMyInvite: () => post('/inviteCode/getMyInvite', {}),
    updSetting: (body: CallBody<'/manager/updSetting'>) => post('/manager/updSetting', body),
    addFileRead: (body: CallBody<'/manager/addFileRead'>) => post('/manager/addFileRead', body),
    getFileRead: () => post('/manager/getFileRead'),
    /** password: hashPasswordForTransport(password); or a 6-digit code for accounts without one. */
    deleteAccount: (body: CallBody<'/account/deleteAccount'>) => post('/account/deleteAccount', body),

    // The platform administrator's console (decision 0023): 4004 for anyone else.
    reviewQueue: () => post('/review/getQueue'),
    reviewCompany: (body: CallBody<'/review/getCompany'>) => post('/review/getCompany', body),
    decideCompany: (body: CallBody<'/review/decideCompany'>) => post('/review/decideCompany', body),
    decideLicense: (body: CallBody<'/review/decideLicense'>) => post('/review/decideLicense', body),
    decideCertificate: (body: CallBody<'/review/decideCertificate'>) => post('/review/decideCertificate', body),
    suspendCompany: (body: CallBody<'/review/suspendCompany'>) => post('/review/suspendCompany', body),
    liftCompany: (body: CallBody<'/review/liftCompany'>) => post('/review/liftCompany', body),
    suspendJob: (body: CallBody<'/review/suspendJob'>) => post('/review/suspendJob', body),
    liftJob: (body: CallBody<'/review/liftJob'>) => post('/review/liftJob', body),
    reviewAuditLog: (body: CallBody<'/review/getAuditLog'> = {}) => post('/review/getAuditLog', body),
    /** Reported chats, open (the default) or closed, and closing one with an outcome (decision 0031). */
    reviewChatReports: (body: CallBody<'/review/getChatReports'> = {}) => post('/review/getChatReports', body),
    closeChatReport: (body: CallBody<'/review/closeChatReport'>) => post('/review/closeChatReport', body),
    /** A company's review outcome, for its members: each refusal's reason in the page's language. */
    getReviewStatus: (body: CallBody<'/review/getReviewStatus'>) => post('/review/getReviewStatus', body),

    /** Development tools only (404 when off): the latest e-mails and SMS. */
    devOutbox: (query: CallBody<'/dev/outbox'> = {}) => get('/dev/outbox', query),
    /** Development tools only: plays WeChat's signed scan push for `scene`. */
    devWechatScan: (body: CallBody<'/dev/wechatScan'>) => post('/dev/wechatScan', body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
