import {
  AppError,
  applyForAdminBody,
  applyForAdminData,
  BUSINESS_EMAIL_KEPT_MS,
  checkBusinessEmailCodeBody,
  checkBusinessEmailCodeData,
  codeSent,
  createCompanyBody,
  createCompanyData,
  EMAIL_CODE_COUNTDOWN_S,
  ERROR_CODES,
  editCompanyInfoBody,
  editCompanyInfoData,
  getCertificateBody,
  getCertificateData,
  getCompanyAdminsBody,
  getCompanyAdminsData,
  getCompanyInfoByUserIdBody,
  getCompanyInfoByUserIdData,
  insCertificateBody,
  insCertificateData,
  isFreeMailAddress,
  leaveCompanyBody,
  leaveCompanyData,
  sendBusinessEmailCodeBody,
  sendBusinessEmailCodeData,
  submitLicenseBody,
  submitLicenseData,
  updCompanyAdminBody,
  updCompanyAdminData,
  updRecruiterProfileBody,
  updRecruiterProfileData,
} from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorize } from '../../lib/authorize';
import { defineCall } from '../../lib/call';
import { REQUEST_LIMITS, rateText } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../plugins/rate-limit';
import { checkCode, verificationCodeMail } from '../../providers';
import { issue, sendContextOf, sendMail } from '../account/verification';
import { presentCertificate, presentMember, presentOwnCompany } from './employer-presenter';
import {
  addCertificate,
  companyInfoOfUser,
  createCompany,
  editCompanyInfo,
  findFile,
  isBusinessEmailAsked,
  listCertificates,
  loadOwnCompany,
  membershipOf,
  recordBusinessEmailSent,
  recordBusinessEmailVerified,
  submitLicense,
} from './onboarding';
import { companyFileOf, companyMemberOf, companyOf, employerOf } from './policy';
import { applyForAdmin, decideMember, findMember, leaveCompany, listMembers, updateRecruiterProfile } from './team';

/** The code purpose of a business e-mail (its own, so an account code never verifies a company address). */
const PURPOSE = 'business_email';
const KEPT_DAYS = BUSINESS_EMAIL_KEPT_MS / 86_400_000;

/**
 * The employer side of /company (decision 0021): onboarding (business
 * e-mail, info, licence), certificates and the company's team.
 */
export function registerEmployerRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  /** The company the session's user is an active member of, for an action; 4004 without one. */
  async function myCompany(request: FastifyRequest, action: 'read' | 'change' | 'manage') {
    const me = requireUser(request);
    const { active } = await membershipOf(db(), me.user_id);
    return authorize(me, action, companyOf(db(), active ? { company_id: active.company_id } : null));
  }
  const ownCompanyAnswer = async (request: FastifyRequest, companyId: number) =>
    presentOwnCompany((await loadOwnCompany(db(), companyId))!, request.locale);

  defineCall(
    api,
    {
      path: '/company/sendBusinessEmailCode',
      body: sendBusinessEmailCodeBody,
      data: sendBusinessEmailCodeData,
      summary: 'Step 1: send a 6-digit code to the business e-mail address',
      description:
        'The same code rules and sending limits as the account e-mail codes (4029 + Retry-After), with their own purpose: ' +
        `one code per ${EMAIL_CODE_COUNTDOWN_S} s to an address, so a corrected address can be sent to at once. ` +
        'The address becomes the step-1 address getCompanyInfoByUserID answers (another address starts step 1 over). ' +
        'Addresses at free mail domains are accepted (flagged for review). 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const ctx = sendContextOf(request);
      const { code } = await issue(ctx, 'email', PURPOSE, input.email);
      await recordBusinessEmailSent(db(), me.user_id, input.email);
      await sendMail(ctx, input.email, verificationCodeMail(request.locale, code));
      return codeSent('email');
    },
  );

  defineCall(
    api,
    {
      path: '/company/checkBusinessEmailCode',
      body: checkBusinessEmailCodeBody,
      data: checkBusinessEmailCodeData,
      summary: "Step 1: check the code; the server keeps the address as the user's verified business e-mail",
      description: `1004 wrong, expired or used code (5 tries), or an address this user did not last send a code to. The verified address is kept for the user's createCompany for ${KEPT_DAYS} days (decision 0056). 4001; ${rateText(REQUEST_LIMITS.checkBusinessEmailCodePerIp)} per IP.`,
      rateLimit: perRequest(REQUEST_LIMITS.checkBusinessEmailCodePerIp),
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      // Only the code this user asked for: someone else's send to the address does not count.
      if (!(await isBusinessEmailAsked(db(), me.user_id, input.email))) {
        throw new AppError(ERROR_CODES.wrongCode, 'providers.codes.expired');
      }
      await checkCode(
        db(),
        { channel: 'email', purpose: PURPOSE, target: input.email, code: input.code },
        api.providers.codes,
      );
      await recordBusinessEmailVerified(db(), me.user_id, input.email);
      const email = input.email.toLowerCase();
      return { email, free: isFreeMailAddress(email) };
    },
  );

  defineCall(
    api,
    {
      path: '/company/createCompany',
      body: createCompanyBody,
      data: createCompanyData,
      summary: 'Step 2: create the company (draft); the user becomes its active owner',
      description:
        `4000 with data.fields (a taken licence name, an unknown location, a business_email this user has not verified in the last ${KEPT_DAYS} days); ` +
        '4009 when the user already belongs to or waits for a company; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const companyId = await createCompany(db(), me.user_id, input, request.locale);
      return ownCompanyAnswer(request, companyId);
    },
  );

  defineCall(
    api,
    {
      path: '/company/editCompanyInfo',
      body: editCompanyInfoBody,
      data: editCompanyInfoData,
      summary: "Change the company's info (its owners and admins); completeness is recomputed",
      description:
        'New names on a reviewed company send it back to review. 4004 for a company the user does not administer; 4000 with data.fields; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const { company_id, ...info } = input;
      await authorize(me, 'change', companyOf(db(), { company_id }));
      await editCompanyInfo(db(), company_id, info, request.locale);
      return ownCompanyAnswer(request, company_id);
    },
  );

  defineCall(
    api,
    {
      path: '/company/getCompanyInfoByUserID',
      body: getCompanyInfoByUserIdBody,
      data: getCompanyInfoByUserIdData,
      summary: "The user's company, role, onboarding step and pending join request (the session's own user_id only)",
      description: "Another user's id: 4004. 4001.",
      pageRead: true,
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await authorize(me, 'read', employerOf(db(), { user_id: input.user_id }));
      const info = await companyInfoOfUser(db(), me.user_id);
      return { ...info, company: info.company ? presentOwnCompany(info.company, request.locale) : null };
    },
  );

  defineCall(
    api,
    {
      path: '/company/submitLicense',
      body: submitLicenseBody,
      data: submitLicenseData,
      summary:
        'Step 3: the business licence (an uploaded file), its name and credit code; licence and info go to review',
      description:
        'credit_code: 18 characters with a valid GB 32100-2015 check character, not used by another company (4000 data.fields). ' +
        'file_id: a licence the user uploaded with uploadCompanyFile (else 4004). 4004 for a company the user does not administer; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await authorize(me, 'change', companyOf(db(), { company_id: input.company_id }));
      const file = await authorize(me, 'attach', companyFileOf(db(), await findFile(db(), input.file_id)));
      if (file.purpose !== 'license') throw companyFileOf.policy.refuse();
      await submitLicense(db(), me.user_id, input.company_id, input, request.locale);
      return ownCompanyAnswer(request, input.company_id);
    },
  );

  defineCall(
    api,
    {
      path: '/company/insCertificate',
      body: insCertificateBody,
      data: insCertificateData,
      summary: "Add a certificate (name, type, an uploaded file) to the user's company; shown publicly once approved",
      description:
        'file_id: a certificate the user uploaded with uploadCompanyFile (else 4004). 4004 without a company the user administers; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const company = await myCompany(request, 'change');
      const file = await authorize(me, 'attach', companyFileOf(db(), await findFile(db(), input.file_id)));
      if (file.purpose !== 'certificate') throw companyFileOf.policy.refuse();
      return presentCertificate(await addCertificate(db(), company.company_id, input));
    },
  );

  defineCall(
    api,
    {
      path: '/company/getCertificate',
      body: getCertificateBody,
      data: getCertificateData,
      summary: "The certificates of the user's company, with their review state",
      description: '4004 without a company; 4001.',
      pageRead: true,
    },
    async ({ request }) => {
      const company = await myCompany(request, 'read');
      return { list: (await listCertificates(db(), company.company_id)).map(presentCertificate) };
    },
  );

  defineCall(
    api,
    {
      path: '/company/applyForAdmin',
      body: applyForAdminBody,
      data: applyForAdminData,
      summary: 'Ask to join a company (by licence or brand name) as admin or recruiter; pending until an owner decides',
      description: `4004 no such company (drafts and suspended companies cannot be joined); 4009 the user already belongs to or waits for a company; 4001; ${rateText(REQUEST_LIMITS.applyForAdminPerIp)} per IP.`,
      rateLimit: perRequest(REQUEST_LIMITS.applyForAdminPerIp),
    },
    async ({ input, request }) => applyForAdmin(db(), requireUser(request).user_id, input.name, input.role),
  );

  defineCall(
    api,
    {
      path: '/company/getCompanyAdmins',
      body: getCompanyAdminsBody,
      data: getCompanyAdminsData,
      summary: "The user's company team: active members and pending requests",
      description: '4004 without a company; 4001.',
      pageRead: true,
    },
    async ({ request }) => {
      const me = requireUser(request);
      const company = await myCompany(request, 'read');
      const list = await listMembers(db(), company.company_id);
      const mine = list.find((row) => row.user_id === me.user_id && row.status === 'active');
      return { list: list.map((row) => presentMember(row, request.locale)), my_role: mine?.role ?? 'recruiter' };
    },
  );

  defineCall(
    api,
    {
      path: '/company/updCompanyAdmin',
      body: updCompanyAdminBody,
      data: updCompanyAdminData,
      summary: 'An owner approves or rejects a request, changes a role (role) or removes a member',
      description:
        "Only the company's active owners (anyone else, or another company's member: 4004). The last active owner cannot be demoted or removed (4009). " +
        'A decision on a member in the wrong state (approving an active one): 4009. 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const member = await authorize(
        me,
        'decide',
        companyMemberOf(db(), await findMember(db(), input.company_admin_id)),
      );
      await decideMember(db(), member, input.action, input.role, request.locale);
      return presentMember((await findMember(db(), input.company_admin_id))!, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/company/leaveCompany',
      body: leaveCompanyBody,
      data: leaveCompanyData,
      summary: 'Leave the company (or withdraw a pending request)',
      description: 'The last active owner must make another member owner first (4009). 4004 without a company; 4001.',
    },
    async ({ request }) => {
      await leaveCompany(db(), requireUser(request).user_id);
      return null;
    },
  );

  defineCall(
    api,
    {
      path: '/company/updRecruiterProfile',
      body: updRecruiterProfileBody,
      data: updRecruiterProfileData,
      summary: "The recruiter's own first name, headline and location (shown on job pages)",
      description: '4004 without a company; 4000 with data.fields; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await myCompany(request, 'read');
      return updateRecruiterProfile(db(), me.user_id, input, request.locale);
    },
  );
}
