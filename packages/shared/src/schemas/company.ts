import { z } from 'zod';
import {
  CERTIFICATE_TYPES,
  COMPANY_ADMIN_ACTIONS,
  COMPANY_LIMITS,
  COMPANY_ROLES,
  JOIN_ROLES,
  KEYWORD_MAX_LENGTH,
  MAX_PAGE,
  NAME_MAX_LENGTH,
  ONBOARDING_STEPS,
  PAGE_SIZE,
} from '../limits';
import { foundedYearMax, isWebsite } from '../rules/company-fields';
import { isCreditCode, normalizeCreditCode } from '../rules/credit-code';
import { codeField, codeSentData, emailField } from './account';
import { pageOf } from './envelope';
import { emptyBody, enumField, idField, optionalEnum, optionalInt, optionalText, textField } from './fields';
import { optionalAdcode, optionalConfigValue } from './job';

/** POST /api/company/getCompanyList */
export const getCompanyListBody = z.object({
  page: optionalInt(1, MAX_PAGE),
  size: optionalInt(1, PAGE_SIZE.max),
  keyword: optionalText(KEYWORD_MAX_LENGTH),
  industry: optionalConfigValue(),
  adcode: optionalAdcode(),
});
export type GetCompanyListBody = z.input<typeof getCompanyListBody>;
export type GetCompanyListInput = z.output<typeof getCompanyListBody>;

export const companyListItem = z.object({
  company_id: z.number().int(),
  business_license_name: z.string(),
  brand_name: z.string(),
  eng_brand_name: z.string(),
  logo_url: z.string().nullable(),
  /** Config industry value; empty when not given. */
  industry: z.string(),
  /** In the request's language; empty when unknown. */
  city: z.string(),
  open_jobs: z.number().int(),
  verified: z.boolean(),
});
export type CompanyListItem = z.infer<typeof companyListItem>;

export const getCompanyListData = pageOf(companyListItem);
export type GetCompanyListData = z.infer<typeof getCompanyListData>;

/** POST /api/company/getCompanyByBrandName */
export const getCompanyByBrandNameBody = z.object({
  /** English or Chinese brand name (any case), or the company id. */
  name: textField(200),
});
export type GetCompanyByBrandNameBody = z.input<typeof getCompanyByBrandNameBody>;

export const companyCertificate = z.object({ certificate_id: z.number().int(), name: z.string() });

export const companyDetail = z.object({
  company_id: z.number().int(),
  business_license_name: z.string(),
  brand_name: z.string(),
  eng_brand_name: z.string(),
  logo_url: z.string().nullable(),
  /** Config industry value; empty when not given. */
  industry: z.string(),
  /** Company size band; empty when not given. */
  size: z.string(),
  /** In the request's language; empty when unknown. */
  city: z.string(),
  /** In the request's language; null until the company is verified. */
  address: z.string().nullable(),
  /** In the request's language; null until the company is verified. */
  intro: z.string().nullable(),
  /** Null until the company is verified. */
  website: z.string().nullable(),
  verified: z.boolean(),
  /** Public certificates (none until the company is verified). */
  certificates: z.array(companyCertificate),
  open_jobs: z.number().int(),
});
export type CompanyDetail = z.infer<typeof companyDetail>;

/* The employer side: onboarding, the company's own profile, licence, certificates and team (decision 0021). */

/** POST /api/company/sendBusinessEmailCode: a 6-digit code to the company address (the account's code rules and limits). */
export const sendBusinessEmailCodeBody = z.object({ email: emailField() });
export const sendBusinessEmailCodeData = codeSentData;

/**
 * POST /api/company/checkBusinessEmailCode: checks the code the user last
 * asked for; the server then keeps the address as the user's verified
 * business e-mail (decision 0056) and answers it, and whether it is at a free
 * mail domain (flagged for review).
 */
export const checkBusinessEmailCodeBody = z.object({ email: emailField(), code: codeField() });
export const checkBusinessEmailCodeData = z.object({
  email: z.string(),
  free: z.boolean(),
});

const websiteField = () =>
  optionalText(COMPANY_LIMITS.websiteMax).pipe(
    z
      .string()
      .refine((value) => isWebsite(value), { error: 'errors.field.invalid' })
      .optional(),
  );
const foundedYearField = () =>
  optionalInt(COMPANY_LIMITS.foundedYearMin, 9999).pipe(
    z
      .number()
      .refine((year) => year <= foundedYearMax(), { error: 'errors.field.invalid' })
      .optional(),
  );

/** The fields of step 2 (company info), shared by createCompany and editCompanyInfo. */
export const companyInfoFields = {
  business_license_name: textField(COMPANY_LIMITS.licenseNameMax),
  brand_name: textField(COMPANY_LIMITS.brandNameMax),
  eng_brand_name: textField(COMPANY_LIMITS.engBrandNameMax),
  industry: optionalConfigValue(),
  size: optionalConfigValue(),
  founded_year: foundedYearField(),
  website: websiteField(),
  adcode: optionalAdcode(),
  address_en: optionalText(COMPANY_LIMITS.addressMax),
  address_zh: optionalText(COMPANY_LIMITS.addressMax),
  intro_en: optionalText(COMPANY_LIMITS.introMax),
  intro_zh: optionalText(COMPANY_LIMITS.introMax),
};

/** POST /api/company/createCompany: step 2; the user becomes its owner. `business_email`: the address the user verified. */
export const createCompanyBody = z.object({
  ...companyInfoFields,
  business_email: emailField(),
});
export type CreateCompanyInput = z.output<typeof createCompanyBody>;

/** POST /api/company/editCompanyInfo: an owner or admin of the company. */
export const editCompanyInfoBody = z.object({ company_id: idField(), ...companyInfoFields });
export type EditCompanyInfoInput = z.output<typeof editCompanyInfoBody>;
export type CompanyInfoInput = Omit<EditCompanyInfoInput, 'company_id'>;

const reviewStatus = z.enum(['draft', 'pending', 'approved', 'rejected']);
const licenseStatus = z.enum(['none', 'pending', 'approved', 'rejected']);

/** The company as its own members see it (every field, review states and reasons). */
export const ownCompany = z.object({
  company_id: z.number().int(),
  business_license_name: z.string(),
  brand_name: z.string(),
  eng_brand_name: z.string(),
  logo_url: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  founded_year: z.number().int().nullable(),
  website: z.string().nullable(),
  adcode: z.string().nullable(),
  /** The location in the request's language; empty when unknown. */
  city: z.string(),
  address_en: z.string().nullable(),
  address_zh: z.string().nullable(),
  intro_en: z.string().nullable(),
  intro_zh: z.string().nullable(),
  business_email: z.string().nullable(),
  business_email_free: z.boolean(),
  license_name: z.string().nullable(),
  credit_code: z.string().nullable(),
  verification_status: reviewStatus,
  review_reason: z.string().nullable(),
  review_note: z.string().nullable(),
  license_status: licenseStatus,
  license_reason: z.string().nullable(),
  license_note: z.string().nullable(),
  completeness: z.number().int(),
});
export type OwnCompany = z.infer<typeof ownCompany>;
export const createCompanyData = ownCompany;
export const editCompanyInfoData = ownCompany;

/**
 * POST /api/company/getCompanyInfoByUserID: the company of a user (the
 * session's own; another user_id is 4004), their role in it, and the
 * onboarding step they resume at.
 */
export const getCompanyInfoByUserIdBody = z.object({ user_id: idField() });
export const getCompanyInfoByUserIdData = z.object({
  company: ownCompany.nullable(),
  role: z.enum(COMPANY_ROLES).nullable(),
  step: z.enum(ONBOARDING_STEPS),
  /**
   * Step 1 as the server keeps it for a user without a company (decision
   * 0056): the address last sent a code to or verified, null without one.
   */
  business_email: z
    .object({
      email: z.string(),
      free: z.boolean(),
      /** Verified (step 2 is open), within BUSINESS_EMAIL_KEPT_MS. */
      verified: z.boolean(),
      /** A code was sent to it and can still be entered. */
      code_sent: z.boolean(),
      /** Seconds until another code may be sent to it (0: now). */
      resend_in: z.number().int(),
    })
    .nullable(),
  /** A request to join a company that waits for its owner. */
  pending_request: z
    .object({
      company_admin_id: z.number().int(),
      brand_name: z.string(),
      eng_brand_name: z.string(),
      role: z.enum(JOIN_ROLES),
    })
    .nullable(),
});
export type CompanyInfoByUser = z.infer<typeof getCompanyInfoByUserIdData>;

/** POST /api/company/uploadCompanyFile: multipart `file`, a licence or certificate (JPG, PNG or PDF, 20 MB). */
export const uploadCompanyFileData = z.object({ file_id: z.string(), name: z.string(), mime: z.string() });
/** POST /api/company/uploadCompanyLogo: multipart `file`, JPG or PNG, 2 MB (as avatars). */
export const uploadCompanyLogoData = ownCompany;

/** POST /api/company/submitLicense: step 3; licence and info go to review (pending). */
export const submitLicenseBody = z.object({
  company_id: idField(),
  license_name: textField(COMPANY_LIMITS.licenseNameMax),
  credit_code: textField(40)
    .transform(normalizeCreditCode)
    .refine((code) => isCreditCode(code), { error: 'errors.field.creditCode' }),
  file_id: textField(64),
});
export const submitLicenseData = ownCompany;

export const ownCertificate = z.object({
  certificate_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  file_id: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  review_reason: z.string().nullable(),
  review_note: z.string().nullable(),
  created_at: z.string(),
});
export type OwnCertificate = z.infer<typeof ownCertificate>;

/** POST /api/company/insCertificate: a certificate of the user's company, pending review. */
export const insCertificateBody = z.object({
  name: textField(COMPANY_LIMITS.certificateNameMax),
  type: enumField(CERTIFICATE_TYPES),
  file_id: textField(64),
});
export const insCertificateData = ownCertificate;

/** POST /api/company/getCertificate: the certificates of the user's company with their review state. */
export const getCertificateBody = emptyBody;
export const getCertificateData = z.object({ list: z.array(ownCertificate) });

/** POST /api/company/applyForAdmin: ask to join a company (by brand or licence name) as admin or recruiter. */
export const applyForAdminBody = z.object({
  name: textField(COMPANY_LIMITS.licenseNameMax),
  role: enumField(JOIN_ROLES),
});

export const teamMember = z.object({
  company_admin_id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** The headline in the reader's language (headlineFor); both as given in headline_en and headline_zh. */
  headline_job: z.string().nullable(),
  headline_en: z.string().nullable(),
  headline_zh: z.string().nullable(),
  /** The member's city (location code and its name in the request's language; '' when unknown). */
  adcode: z.string().nullable(),
  city: z.string(),
  role: z.enum(COMPANY_ROLES),
  status: z.enum(['pending', 'active', 'rejected', 'left']),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;
export const applyForAdminData = z.object({
  company_admin_id: z.number().int(),
  brand_name: z.string(),
  eng_brand_name: z.string(),
  role: z.enum(JOIN_ROLES),
  status: z.literal('pending'),
});

/** POST /api/company/getCompanyAdmins: the user's company's members and pending requests. */
export const getCompanyAdminsBody = emptyBody;
export const getCompanyAdminsData = z.object({
  list: z.array(teamMember),
  /** The session user's own role. */
  my_role: z.enum(COMPANY_ROLES),
});

/** POST /api/company/updCompanyAdmin: an owner approves, rejects, changes the role of or removes a member. */
export const updCompanyAdminBody = z.object({
  company_admin_id: idField(),
  action: enumField(COMPANY_ADMIN_ACTIONS),
  role: optionalEnum(COMPANY_ROLES),
});
export const updCompanyAdminData = teamMember;

/** POST /api/company/leaveCompany: the user leaves their company (not the last active owner). */
export const leaveCompanyBody = emptyBody;
export const leaveCompanyData = z.null();

/** POST /api/company/updRecruiterProfile: the recruiter's own fields shown on job pages. */
export const updRecruiterProfileBody = z.object({
  first_name: textField(NAME_MAX_LENGTH),
  /** The headline in English (or the only one); shown on Chinese pages too when there is no Chinese one. */
  headline_job: optionalText(COMPANY_LIMITS.headlineJobMax),
  /** The headline in Chinese, shown on Chinese pages (decision 0037). */
  headline_job_zh: optionalText(COMPANY_LIMITS.headlineJobMax),
  adcode: optionalAdcode(),
});
export const updRecruiterProfileData = z.object({
  first_name: z.string(),
  headline_job: z.string().nullable(),
  headline_job_zh: z.string().nullable(),
  adcode: z.string().nullable(),
});
