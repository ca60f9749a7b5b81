import type { z } from 'zod';
import {
  bindUserBody,
  bindUserData,
  checkEmailCodeBody,
  checkEmailCodeData,
  checkUserEmailCodeBody,
  checkUserEmailCodeData,
  confirmEmailBody,
  confirmEmailData,
  delUserTmpBody,
  delUserTmpData,
  editUserInfoBody,
  editUserInfoData,
  forgetPasswordBody,
  forgetPasswordData,
  getEmployerStatusBody,
  getEmployerStatusData,
  getUnreadMessagesBody,
  getUnreadMessagesData,
  getUserAvatarByIdBody,
  getUserAvatarByIdData,
  getUserInfoByIdBody,
  getUserInfoByIdData,
  logoutBody,
  logoutData,
  logoutOthersBody,
  logoutOthersData,
  modifyEmailBody,
  modifyEmailData,
  modifyPhoneBody,
  modifyPhoneData,
  modifyPwdBody,
  modifyPwdData,
  randomImageData,
  randomImageQuery,
  sendEmailBody,
  sendEmailCodeBody,
  sendEmailCodeData,
  sendEmailData,
  sendSmsCodeBody,
  sendSmsCodeData,
  signinBody,
  signinByCodeBody,
  signinByCodeData,
  signinByEmailBody,
  signinByEmailData,
  signinByTokenBody,
  signinByTokenData,
  signinData,
  signupBody,
  signupCodeBody,
  signupCodeData,
  signupData,
  uploadAvatarData,
} from './account';
import {
  createJobAlertBody,
  createJobAlertData,
  createJobAlertStatusBody,
  createJobAlertStatusData,
  getJobAlertBody,
  getJobAlertData,
} from './alert';
import { companyDetail, getCompanyByBrandNameBody, getCompanyListBody, getCompanyListData } from './company';
import { getConfigItemBody, getConfigItemData } from './config';
import { getUserDashBoardBody, getUserDashBoardData } from './dashboard';
import {
  devCaptchaData,
  devCaptchaQuery,
  devOutboxData,
  devOutboxQuery,
  devWechatScanBody,
  devWechatScanData,
} from './dev';
import { applyInviteCodeData, applyInviteCodeParams, getCheckUserData, getCheckUserParams } from './invite';
import {
  addQuestionBody,
  applyJobBody,
  applyJobData,
  delQuestionBody,
  delQuestionData,
  getJobInfoBody,
  getJobQuestionsBody,
  getJobQuestionsData,
  getSimilarJobListBody,
  getSimilarJobListData,
  jobDetail,
  jobQuestion,
  saveJobBody,
  saveJobData,
  searchJobListBody,
  searchJobListData,
  thumbQuestionBody,
  thumbQuestionData,
} from './job';
import {
  addFileReadBody,
  addFileReadData,
  getFileReadBody,
  getFileReadData,
  getSettingBody,
  getSettingData,
  updSettingBody,
  updSettingData,
} from './manager';
import { deleteAccountBody, deleteAccountData } from './privacy';
import {
  delCareerByIdBody,
  delCareerByIdData,
  delEducationByIdBody,
  delEducationByIdData,
  delResumeFileBody,
  delResumeFileData,
  getCareerByIdBody,
  getCareerByIdData,
  getEducationByIdBody,
  getEducationByIdData,
  getResumeInfoBody,
  getResumeInfoData,
  insCareerBody,
  insCareerData,
  insEducationBody,
  insEducationData,
  updCareerByIdBody,
  updCareerByIdData,
  updEducationByIdBody,
  updEducationByIdData,
  updSummaryBody,
  updSummaryData,
  updWizardStepBody,
  updWizardStepData,
  uploadResumeFileData,
} from './resume';
import {
  decideCertificateBody,
  decideCompanyBody,
  getAuditLogBody,
  getAuditLogData,
  getQueueBody,
  getQueueData,
  getReviewStatusBody,
  getReviewStatusData,
  liftCompanyBody,
  liftJobBody,
  reviewCertificate,
  reviewCompany,
  reviewCompanyBody,
  reviewJob,
  suspendCompanyBody,
  suspendJobBody,
} from './review';
import {
  getApplicationsBody,
  getApplicationsData,
  getResumeMatchBody,
  getResumeMatchData,
  getSavedJobsBody,
  getSavedJobsData,
} from './tracker';
import {
  checkWxBindBody,
  checkWxBindData,
  delWxUserBody,
  delWxUserData,
  wxLoginBody,
  wxLoginData,
  wxQrcodeBody,
  wxQrcodeData,
  wxSceneBody,
  wxSceneData,
  wxUserBody,
  wxUserData,
} from './wechat';

/**
 * Every call of the API that answers the envelope, by its path below /api:
 * the schema of its input (`body`, the query string of a GET) and of the
 * `data` of its success envelope. The server's `defineCall` refuses to
 * declare a listed path with any other schemas, and the web's client is
 * typed from this list, so a shape changed here is checked on both sides
 * (decision 0017).
 */
export const CALLS = {
  '/account/bindUser': { body: bindUserBody, data: bindUserData },
  '/account/checkEmailCode': { body: checkEmailCodeBody, data: checkEmailCodeData },
  '/account/checkEmailLink': { body: sendEmailBody, data: sendEmailData },
  '/account/checkUserEmailCode': { body: checkUserEmailCodeBody, data: checkUserEmailCodeData },
  '/account/confirmEmail': { body: confirmEmailBody, data: confirmEmailData },
  '/account/delUserTmp': { body: delUserTmpBody, data: delUserTmpData },
  '/account/deleteAccount': { body: deleteAccountBody, data: deleteAccountData },
  '/account/editUserInfo': { body: editUserInfoBody, data: editUserInfoData },
  '/account/forgetPassword': { body: forgetPasswordBody, data: forgetPasswordData },
  '/account/getEmployerStatus': { body: getEmployerStatusBody, data: getEmployerStatusData },
  '/account/getUnreadMessages': { body: getUnreadMessagesBody, data: getUnreadMessagesData },
  '/account/getUserAvatarByID': { body: getUserAvatarByIdBody, data: getUserAvatarByIdData },
  '/account/getUserDashBoard': { body: getUserDashBoardBody, data: getUserDashBoardData },
  '/account/getUserInfoByID': { body: getUserInfoByIdBody, data: getUserInfoByIdData },
  '/account/logout': { body: logoutBody, data: logoutData },
  '/account/logoutOthers': { body: logoutOthersBody, data: logoutOthersData },
  '/account/modifyEmail': { body: modifyEmailBody, data: modifyEmailData },
  '/account/modifyPhone': { body: modifyPhoneBody, data: modifyPhoneData },
  '/account/modifyPwd': { body: modifyPwdBody, data: modifyPwdData },
  '/account/randomImage': { body: randomImageQuery, data: randomImageData, method: 'GET' },
  '/account/sendEmail': { body: sendEmailBody, data: sendEmailData },
  '/account/sendEmailCode': { body: sendEmailCodeBody, data: sendEmailCodeData },
  '/account/sendSmsCode': { body: sendSmsCodeBody, data: sendSmsCodeData },
  '/account/signin': { body: signinBody, data: signinData },
  '/account/signinByEmail': { body: signinByEmailBody, data: signinByEmailData },
  '/account/signinByToken': { body: signinByTokenBody, data: signinByTokenData },
  '/account/signinbycode': { body: signinByCodeBody, data: signinByCodeData },
  '/account/signup': { body: signupBody, data: signupData },
  '/account/signupcode': { body: signupCodeBody, data: signupCodeData },
  '/company/getCompanyByBrandName': { body: getCompanyByBrandNameBody, data: companyDetail },
  '/company/getCompanyList': { body: getCompanyListBody, data: getCompanyListData },
  '/config/getConfigItem': { body: getConfigItemBody, data: getConfigItemData },
  '/dev/captcha': { body: devCaptchaQuery, data: devCaptchaData, method: 'GET' },
  '/dev/outbox': { body: devOutboxQuery, data: devOutboxData, method: 'GET' },
  '/dev/wechatScan': { body: devWechatScanBody, data: devWechatScanData },
  '/job/addQuestion': { body: addQuestionBody, data: jobQuestion },
  '/job/applyJob': { body: applyJobBody, data: applyJobData },
  '/job/createJobAlert': { body: createJobAlertBody, data: createJobAlertData },
  '/job/createJobAlertStatus': { body: createJobAlertStatusBody, data: createJobAlertStatusData },
  '/job/delQuestion': { body: delQuestionBody, data: delQuestionData },
  '/job/getApplications': { body: getApplicationsBody, data: getApplicationsData },
  '/job/getJobAlert': { body: getJobAlertBody, data: getJobAlertData },
  '/job/getJobInfoByJobID': { body: getJobInfoBody, data: jobDetail },
  '/job/getJobQuestions': { body: getJobQuestionsBody, data: getJobQuestionsData },
  '/job/getResumeMatch': { body: getResumeMatchBody, data: getResumeMatchData },
  '/job/getSavedJobs': { body: getSavedJobsBody, data: getSavedJobsData },
  '/job/getSimilarJobList': { body: getSimilarJobListBody, data: getSimilarJobListData },
  '/job/saveJob': { body: saveJobBody, data: saveJobData },
  '/job/searchJobList': { body: searchJobListBody, data: searchJobListData },
  '/job/thumbQuestion': { body: thumbQuestionBody, data: thumbQuestionData },
  '/manager/addFileRead': { body: addFileReadBody, data: addFileReadData },
  '/manager/getFileRead': { body: getFileReadBody, data: getFileReadData },
  '/manager/getSetting': { body: getSettingBody, data: getSettingData },
  '/manager/updSetting': { body: updSettingBody, data: updSettingData },
  '/resume/delCareerById': { body: delCareerByIdBody, data: delCareerByIdData },
  '/resume/delEducationById': { body: delEducationByIdBody, data: delEducationByIdData },
  '/resume/delResumeFile': { body: delResumeFileBody, data: delResumeFileData },
  '/resume/getCareerById': { body: getCareerByIdBody, data: getCareerByIdData },
  '/resume/getEducationById': { body: getEducationByIdBody, data: getEducationByIdData },
  '/resume/getResumeInfoByUserID': { body: getResumeInfoBody, data: getResumeInfoData },
  '/resume/insCareer': { body: insCareerBody, data: insCareerData },
  '/resume/insEducation': { body: insEducationBody, data: insEducationData },
  '/resume/updCareerById': { body: updCareerByIdBody, data: updCareerByIdData },
  '/resume/updEducationById': { body: updEducationByIdBody, data: updEducationByIdData },
  '/resume/updSummary': { body: updSummaryBody, data: updSummaryData },
  '/resume/updWizardStep': { body: updWizardStepBody, data: updWizardStepData },
  '/wechat/checkWxBind': { body: checkWxBindBody, data: checkWxBindData },
  '/wechat/delWxUser': { body: delWxUserBody, data: delWxUserData },
  '/wechat/wxLogin': { body: wxLoginBody, data: wxLoginData },
  '/wechat/wxQrcode': { body: wxQrcodeBody, data: wxQrcodeData },
  '/wechat/wxScene': { body: wxSceneBody, data: wxSceneData },
  '/wechat/wxUser': { body: wxUserBody, data: wxUserData },
  '/review/decideCertificate': { body: decideCertificateBody, data: reviewCertificate },
  '/review/decideCompany': { body: decideCompanyBody, data: reviewCompany },
  '/review/decideLicense': { body: decideCompanyBody, data: reviewCompany },
  '/review/getAuditLog': { body: getAuditLogBody, data: getAuditLogData },
  '/review/getCompany': { body: reviewCompanyBody, data: reviewCompany },
  '/review/getQueue': { body: getQueueBody, data: getQueueData },
  '/review/getReviewStatus': { body: getReviewStatusBody, data: getReviewStatusData },
  '/review/liftCompany': { body: liftCompanyBody, data: reviewCompany },
  '/review/liftJob': { body: liftJobBody, data: reviewJob },
  '/review/suspendCompany': { body: suspendCompanyBody, data: reviewCompany },
  '/review/suspendJob': { body: suspendJobBody, data: reviewJob },
} as const;

export type Calls = typeof CALLS;
export type CallPath = keyof Calls;
/** What the client may send to a call (form values may be text). */
export type CallBody<P extends CallPath> = z.input<Calls[P]['body']>;
/** What a call's handler receives once its input is validated. */
export type CallInput<P extends CallPath> = z.output<Calls[P]['body']>;
/** The `data` of a call's success envelope. */
export type CallData<P extends CallPath> = z.output<Calls[P]['data']>;
/** The calls answered to a GET (their input is the query string). */
export type GetCallPath = { [P in CallPath]: Calls[P] extends { method: 'GET' } ? P : never }[CallPath];
/** The calls answered to a POST. */
export type PostCallPath = Exclude<CallPath, GetCallPath>;

/**
 * Calls declared as raw routes: file uploads (multipart `file`) and the
 * invite calls, whose ids are in the path. They answer the same envelope.
 */
export const UPLOAD_CALLS = {
  '/account/uploadAvatar': { data: uploadAvatarData },
  '/resume/uploadResumeFile': { data: uploadResumeFileData },
} as const;
export type UploadPath = keyof typeof UPLOAD_CALLS;
export type UploadData<P extends UploadPath> = z.output<(typeof UPLOAD_CALLS)[P]['data']>;

export const PATH_CALLS = {
  '/inviteCode/getCheckUser/:id': { params: getCheckUserParams, data: getCheckUserData, method: 'GET' },
  '/inviteCode/applyInviteCode/:userId/:inviteCode': {
    params: applyInviteCodeParams,
    data: applyInviteCodeData,
    method: 'POST',
  },
} as const;
export type PathCallData<P extends keyof typeof PATH_CALLS> = z.output<(typeof PATH_CALLS)[P]['data']>;
