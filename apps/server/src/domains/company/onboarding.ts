import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import {
  businessEmailChecks,
  certificates,
  companies,
  companyAdmins,
  type Db,
  files,
  locations,
  preparedQuery,
  users,
} from '@jobbridge/db';
import {
  AppError,
  BUSINESS_EMAIL_KEPT_MS,
  type CertificateType,
  type CompanyInfoInput,
  type CompanyRole,
  companyCompleteness,
  EMAIL_CODE_COUNTDOWN_S,
  ERROR_CODES,
  isFreeMailAddress,
  type Locale,
  type OnboardingStep,
  translate,
} from '@jobbridge/shared';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { loadSharp } from '../../lib/load-sharp';
import {
  ensureUploadsDir,
  newFileId,
  newStoredName,
  removeStoredFile,
  storedPath,
  uploadsDir,
} from '../../lib/uploads';
import { CODE_LIFE_MS } from '../../providers/policy';
import { reencodeAvatar } from '../account/avatar';
import { uniqueViolation } from '../account/service';
import { placeLevel } from '../config/service';

/**
 * The /employer onboarding (decision 0021): a verified business e-mail
 * (step 1), the company's info (step 2, the user becomes its owner) and its
 * business licence (step 3, info and licence go to review). Each step is one
 * transaction: a failure leaves nothing half-saved.
 */

/*
 * Step 1, kept on the server (decision 0056): the address the user last sent
 * a code to and whether they entered it. Only checkBusinessEmailCode marks it
 * verified, so no client can claim an address it did not read a code from.
 */

/** A new code went to `email`: it becomes the user's step-1 address (verified again only by its code). */
export async function recordBusinessEmailSent(db: Db, userId: number, email: string, now = new Date()) {
  const address = email.trim().toLowerCase();
  const kept = businessEmailChecks;
  await db
    .insert(kept)
    .values({ user_id: userId, email: address, sent_at: now, verified_at: null })
    .onConflictDoUpdate({
      target: kept.user_id,
      // Another code to the address already verified keeps it verified; a new address starts over.
      set: {
        email: address,
        sent_at: now,
        verified_at: sql`case when ${kept.email} = ${address} then ${kept.verified_at} end`,
      },
    });
}

/** Whether `email` is the address the user last asked a code for (a code is checked only for its asker). */
export async function isBusinessEmailAsked(db: Db, userId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: businessEmailChecks.email })
    .from(businessEmailChecks)
    .where(eq(businessEmailChecks.user_id, userId))
    .limit(1);
  return row?.email === email.trim().toLowerCase();
}

/** The code was right: the address is the user's verified business e-mail. */
export async function recordBusinessEmailVerified(db: Db, userId: number, email: string, now = new Date()) {
  await db
    .update(businessEmailChecks)
    .set({ verified_at: now })
    .where(and(eq(businessEmailChecks.user_id, userId), eq(businessEmailChecks.email, email.trim().toLowerCase())));
}

/** Whether step 1 done (or a code sent) at `at` is still kept: BUSINESS_EMAIL_KEPT_MS. */
const isKept = (at: Date, now: Date) => at.getTime() > now.getTime() - BUSINESS_EMAIL_KEPT_MS;

/** Step 1 as the page resumes it: the address, verified (kept BUSINESS_EMAIL_KEPT_MS), a code still to enter. */
export async function businessEmailOf(db: Db, userId: number, now = new Date()) {
  const [row] = await db.select().from(businessEmailChecks).where(eq(businessEmailChecks.user_id, userId)).limit(1);
  if (!row || !isKept(row.verified_at ?? row.sent_at, now)) return null;
  const verified = row.verified_at !== null;
  const sentAgo = now.getTime() - row.sent_at.getTime();
  return {
    email: row.email,
    free: isFreeMailAddress(row.email),
    verified,
    code_sent: !verified && sentAgo < CODE_LIFE_MS,
    resend_in: Math.max(0, Math.ceil((EMAIL_CODE_COUNTDOWN_S * 1000 - sentAgo) / 1000)),
  };
}

/** Forgets step 1 of users who left it longer than BUSINESS_EMAIL_KEPT_MS ago (the hourly housekeeping). */
export async function pruneBusinessEmailChecks(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - BUSINESS_EMAIL_KEPT_MS);
  const kept = businessEmailChecks;
  const removed = await db
    .delete(kept)
    .where(and(lt(kept.sent_at, before), lt(sql`coalesce(${kept.verified_at}, ${kept.sent_at})`, before)))
    .returning({ user_id: kept.user_id });
  return removed.length;
}

/* The company as its members see it. */

export type OwnCompanyRow = typeof companies.$inferSelect & { city_en: string | null; city_zh: string | null };

export async function loadOwnCompany(db: Db, companyId: number): Promise<OwnCompanyRow | null> {
  const [row] = await db
    .select({ company: companies, city_en: locations.city_en, city_zh: locations.city_zh })
    .from(companies)
    .leftJoin(locations, eq(locations.adcode, companies.adcode))
    .where(eq(companies.company_id, companyId))
    .limit(1);
  return row ? { ...row.company, city_en: row.city_en, city_zh: row.city_zh } : null;
}

const completenessOf = (row: typeof companies.$inferSelect) =>
  companyCompleteness({ ...row, business_email_verified: row.business_email_verified_at !== null });

/** Stores the company's completeness from its current row (run inside the transaction of every save). */
async function storeCompleteness(db: Db, companyId: number): Promise<void> {
  const [row] = await db.select().from(companies).where(eq(companies.company_id, companyId)).limit(1);
  if (row) {
    await db
      .update(companies)
      .set({ completeness: completenessOf(row) })
      .where(eq(companies.company_id, companyId));
  }
}

/** Prepared (decision 0047): every signed-in page's header reads it. */
const memberships = preparedQuery((db) =>
  db
    .select({
      company_admin_id: companyAdmins.company_admin_id,
      company_id: companyAdmins.company_id,
      role: companyAdmins.role,
      status: companyAdmins.status,
      brand_name: companies.brand_name,
      eng_brand_name: companies.eng_brand_name,
      license_status: companies.license_status,
    })
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.company_id, companyAdmins.company_id))
    .where(
      and(eq(companyAdmins.user_id, sql.placeholder('userId')), inArray(companyAdmins.status, ['active', 'pending'])),
    )
    .orderBy(asc(companyAdmins.status), desc(companyAdmins.company_admin_id))
    .prepare('memberships_of_user'),
);

/** The user's membership: the active one, else a pending request. */
export async function membershipOf(db: Db, userId: number) {
  const rows = await memberships(db).execute({ userId });
  return {
    active: rows.find((row) => row.status === 'active') ?? null,
    pending: rows.find((row) => row.status === 'pending') ?? null,
  };
}

/**
 * Where the user stands by their memberships: no company yet ('email'), the
 * creator of a company without a submitted licence ('license'), or a member of
 * a company ('done').
 */
export function stepOf(active: { role: CompanyRole; license_status: string } | null): OnboardingStep {
  if (!active) return 'email';
  return active.role === 'owner' && active.license_status === 'none' ? 'license' : 'done';
}

/**
 * The step /employer resumes at (decision 0056), as getCompanyInfoByUserID
 * and getEmployerStatus both answer it: step 2 ('info') for a user with no
 * membership and no pending request whose verified business e-mail the
 * server keeps; otherwise by the memberships (stepOf).
 */
export function onboardingStep(
  active: { role: CompanyRole; license_status: string } | null,
  pending: unknown,
  businessEmailVerified: boolean,
): OnboardingStep {
  return !active && !pending && businessEmailVerified ? 'info' : stepOf(active);
}

/**
 * Prepared (decision 0047): the header's employer state in one statement
 * (decision 0045), the user's memberships as `memberships` reads them and
 * when their step-1 address was verified (a row for the user in any case).
 */
const employerState = preparedQuery((db) =>
  db
    .select({
      company_id: companyAdmins.company_id,
      role: companyAdmins.role,
      status: companyAdmins.status,
      license_status: companies.license_status,
      verified_at: businessEmailChecks.verified_at,
    })
    .from(users)
    .leftJoin(
      companyAdmins,
      and(eq(companyAdmins.user_id, users.user_id), inArray(companyAdmins.status, ['active', 'pending'])),
    )
    .leftJoin(companies, eq(companies.company_id, companyAdmins.company_id))
    .leftJoin(businessEmailChecks, eq(businessEmailChecks.user_id, users.user_id))
    .where(eq(users.user_id, sql.placeholder('userId')))
    .orderBy(asc(companyAdmins.status), desc(companyAdmins.company_admin_id))
    .prepare('employer_state_of_user'),
);

/** The user's active membership and the step they are at (onboardingStep), in one statement. */
export async function employerStateOf(db: Db, userId: number, now = new Date()) {
  const rows = await employerState(db).execute({ userId });
  // Left joins: an active membership's columns are all there.
  const member = rows.find((row) => row.status === 'active');
  const active =
    member?.company_id != null && member.role && member.license_status
      ? { company_id: member.company_id, role: member.role, license_status: member.license_status }
      : null;
  const pending = rows.some((row) => row.status === 'pending');
  const verifiedAt = rows[0]?.verified_at ?? null;
  return { active, step: onboardingStep(active, pending, verifiedAt !== null && isKept(verifiedAt, now)) };
}

/** The user's company, role and the step /employer resumes at: step 2 once the server holds a verified address. */
export async function companyInfoOfUser(db: Db, userId: number) {
  const { active, pending } = await membershipOf(db, userId);
  const businessEmail = active ? null : await businessEmailOf(db, userId);
  return {
    company: active ? await loadOwnCompany(db, active.company_id) : null,
    role: active?.role ?? null,
    step: onboardingStep(active, pending, businessEmail?.verified ?? false),
    business_email: businessEmail,
    pending_request:
      !active && pending && pending.role !== 'owner'
        ? {
            company_admin_id: pending.company_admin_id,
            brand_name: pending.brand_name,
            eng_brand_name: pending.eng_brand_name,
            role: pending.role,
          }
        : null,
  };
}

const fieldError = (locale: Locale, field: string, key: string, params?: Record<string, number>) =>
  new AppError(ERROR_CODES.validation, undefined, { fields: { [field]: translate(locale, key, params) } });

/** The row values of step 2's fields (omitted optional fields are cleared). */
const infoValues = (input: CompanyInfoInput) => ({
  business_license_name: input.business_license_name,
  brand_name: input.brand_name,
  eng_brand_name: input.eng_brand_name,
  industry: input.industry ?? null,
  size: input.size ?? null,
  founded_year: input.founded_year ?? null,
  website: input.website ?? null,
  adcode: input.adcode ?? null,
  address_en: input.address_en ?? null,
  address_zh: input.address_zh ?? null,
  intro_en: input.intro_en ?? null,
  intro_zh: input.intro_zh ?? null,
});

/**
 * A city field of the company domain (the company's city, a recruiter's) takes
 * a city of the site's list (config's work_location), as a candidate's does:
 * a province is refused with its own message, an unknown code as invalid;
 * neither becomes a broken row.
 */
export async function checkCity(db: Db, adcode: string | undefined, locale: Locale) {
  if (!adcode) return;
  const level = await placeLevel(db, adcode);
  if (!level) throw fieldError(locale, 'adcode', 'errors.field.invalid');
  if (level !== 'city') throw fieldError(locale, 'adcode', 'server.company.cityNotProvince');
}

/** Runs a company write, turning a taken licence name or credit code into the field's error. */
async function guardCompanyUnique<T>(locale: Locale, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'companies_license_name_key' || constraint === '') {
      throw fieldError(locale, 'business_license_name', 'server.company.nameTaken');
    }
    if (constraint === 'companies_credit_code_key')
      throw fieldError(locale, 'credit_code', 'server.company.creditCodeTaken');
    throw error;
  }
}

/** Step 2: the company, in draft, with the user as its active owner. 4009 when the user already has one. */
export async function createCompany(
  db: Db,
  userId: number,
  input: CompanyInfoInput & { business_email: string },
  locale: Locale,
): Promise<number> {
  await checkCity(db, input.adcode, locale);
  return guardCompanyUnique(locale, () =>
    db.transaction(async (tx) => {
      // One company per user: a lock on the user's row serializes two parallel creations.
      await tx.execute(sql`select 1 from ${users} where ${users.user_id} = ${userId} for update`);
      const { active, pending } = await membershipOf(tx, userId);
      if (active || pending) throw new AppError(ERROR_CODES.conflict, 'server.company.alreadyMember');
      // The address must be the one the server saw this user verify (step 1), and still kept.
      const now = new Date();
      const checked = await businessEmailOf(tx, userId, now);
      const email = input.business_email.trim().toLowerCase();
      if (!checked?.verified || checked.email !== email) {
        throw fieldError(locale, 'business_email', 'server.company.emailUnverified', {
          days: BUSINESS_EMAIL_KEPT_MS / 86_400_000,
        });
      }
      const [row] = await tx
        .insert(companies)
        .values({
          ...infoValues(input),
          business_email: email,
          business_email_verified_at: now,
          business_email_free: checked.free,
          verification_status: 'draft',
          created_by: userId,
        })
        .returning();
      await tx
        .update(companies)
        .set({ completeness: completenessOf(row) })
        .where(eq(companies.company_id, row.company_id));
      await tx
        .insert(companyAdmins)
        .values({ company_id: row.company_id, user_id: userId, role: 'owner', status: 'active', decided_at: now });
      // Step 1 is done with: the company now holds the address.
      await tx.delete(businessEmailChecks).where(eq(businessEmailChecks.user_id, userId));
      return row.company_id;
    }),
  );
}

/** Step 2 again, or the company page: new info, and new completeness. A reviewed company goes back to review. */
export async function editCompanyInfo(db: Db, companyId: number, input: CompanyInfoInput, locale: Locale) {
  await checkCity(db, input.adcode, locale);
  await guardCompanyUnique(locale, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(companies).where(eq(companies.company_id, companyId)).for('update');
      const names =
        before.business_license_name !== input.business_license_name ||
        before.brand_name !== input.brand_name ||
        before.eng_brand_name !== input.eng_brand_name;
      // New names on an approved or rejected company are reviewed again; other fields are not.
      const review = names && before.verification_status !== 'draft' ? { verification_status: 'pending' as const } : {};
      await tx
        .update(companies)
        .set({ ...infoValues(input), ...review, updated_at: new Date() })
        .where(eq(companies.company_id, companyId));
      await storeCompleteness(tx, companyId);
    }),
  );
}

/**
 * Step 3: the licence (a file the user uploaded), its name and credit code.
 * The licence and the info go to review (pending), and the owner's account
 * points at the company (users.company_id), which opens the HR system.
 */
export async function submitLicense(
  db: Db,
  userId: number,
  companyId: number,
  input: { license_name: string; credit_code: string; file_id: string },
  locale: Locale,
) {
  await guardCompanyUnique(locale, () =>
    db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ company_id: companies.company_id })
        .from(companies)
        .where(and(eq(companies.credit_code, input.credit_code), sql`${companies.company_id} <> ${companyId}`))
        .limit(1);
      if (taken) throw fieldError(locale, 'credit_code', 'server.company.creditCodeTaken');
      await tx
        .update(companies)
        .set({
          license_file_id: input.file_id,
          license_name: input.license_name,
          credit_code: input.credit_code,
          license_status: 'pending',
          license_reason: null,
          license_note: null,
          verification_status: 'pending',
          updated_at: new Date(),
        })
        .where(eq(companies.company_id, companyId));
      await joinAsEmployee(tx, userId, companyId);
      await storeCompleteness(tx, companyId);
    }),
  );
}

/** The user's account now works for the company: users.company_id, and the recruiter role for a candidate. */
export async function joinAsEmployee(db: Db, userId: number, companyId: number) {
  await db
    .update(users)
    .set({
      company_id: companyId,
      role: sql`case when ${users.role} = 'candidate' then 'recruiter' else ${users.role} end`,
      updated_at: new Date(),
    })
    .where(eq(users.user_id, userId));
}

/* Files: the logo (as avatars), licences and certificates (JPG, PNG or PDF). */

export const LOGO_URL_PREFIX = '/api/company/logo/';
const logoDir = (dataDir: string) => uploadsDir(dataDir, 'logos');
const LOGO_EXTENSIONS = ['jpg', 'png'] as const;
const DOCUMENT_EXTENSIONS = ['jpg', 'png', 'pdf'] as const;

/** A new logo: decoded and re-encoded (at most 512 px, no metadata), then the company's. */
export async function saveCompanyLogo(
  db: Db,
  dataDir: string,
  userId: number,
  companyId: number,
  upload: { bytes: Buffer; filename: string },
) {
  const { format, data } = await reencodeAvatar(upload.bytes);
  const extension = format === 'jpeg' ? 'jpg' : 'png';
  const dir = logoDir(dataDir);
  await ensureUploadsDir(dir);
  const fileId = newFileId();
  const storedName = newStoredName(extension);
  const target = storedPath(dir, storedName, LOGO_EXTENSIONS)!;
  await writeFile(target, data, { mode: 0o600, flag: 'wx' });
  try {
    await db.transaction(async (tx) => {
      await tx.insert(files).values({
        file_id: fileId,
        owner_id: userId,
        purpose: 'logo',
        original_name: upload.filename.slice(0, 200) || `logo.${extension}`,
        stored_name: storedName,
        mime: format === 'jpeg' ? 'image/jpeg' : 'image/png',
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
      });
      await tx
        .update(companies)
        .set({ logo_url: `${LOGO_URL_PREFIX}${fileId}`, updated_at: new Date() })
        .where(eq(companies.company_id, companyId));
      await storeCompleteness(tx, companyId);
    });
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/** A logo's bytes and type (logos are public, like the company pages that show them); 4004 otherwise. */
export async function readCompanyLogo(db: Db, dataDir: string, fileId: string) {
  const notFound = () => new AppError(ERROR_CODES.notFound);
  const [row] = await db
    .select({ stored_name: files.stored_name, mime: files.mime })
    .from(files)
    .where(and(eq(files.file_id, fileId), eq(files.purpose, 'logo'), isNull(files.deleted_at)))
    .limit(1);
  const file = row && storedPath(logoDir(dataDir), row.stored_name, LOGO_EXTENSIONS);
  if (!row || !file) throw notFound();
  try {
    return { mime: row.mime, data: await readFile(file) };
  } catch {
    throw notFound();
  }
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** What a licence or certificate really is: a whole PDF, or a JPG/PNG that decodes; null otherwise. */
export async function documentKindOf(bytes: Buffer): Promise<'pdf' | 'jpeg' | 'png' | null> {
  if (bytes.length > PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF') ? 'pdf' : null;
  }
  try {
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { limitInputPixels: 100_000_000, failOn: 'error' }).metadata();
    return meta.format === 'jpeg' || meta.format === 'png' ? meta.format : null;
  } catch {
    return null;
  }
}

/** Stores a licence or certificate file of the user (checked by content); its id is attached by submitLicense or insCertificate. */
export async function saveCompanyFile(
  db: Db,
  dataDir: string,
  /** The uploader; null for the demo company's documents, which no account uploaded. */
  userId: number | null,
  kind: 'license' | 'certificate',
  upload: { bytes: Buffer; filename: string },
) {
  const type = await documentKindOf(upload.bytes);
  if (!type) throw new AppError(ERROR_CODES.unsupportedMedia, 'server.company.documentType');
  const extension = type === 'jpeg' ? 'jpg' : type;
  const mime = type === 'pdf' ? 'application/pdf' : `image/${type}`;
  const dir = uploadsDir(dataDir, kind === 'license' ? 'licenses' : 'certificates');
  await ensureUploadsDir(dir);
  const fileId = newFileId();
  const storedName = newStoredName(extension);
  const target = storedPath(dir, storedName, DOCUMENT_EXTENSIONS)!;
  await writeFile(target, upload.bytes, { mode: 0o600, flag: 'wx' });
  const name = upload.filename.replace(/[\\/]/g, '').slice(-200) || `${kind}.${extension}`;
  try {
    await db.insert(files).values({
      file_id: fileId,
      owner_id: userId,
      purpose: kind,
      original_name: name,
      stored_name: storedName,
      mime,
      size: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    });
  } catch (error) {
    await removeStoredFile(dir, storedName, DOCUMENT_EXTENSIONS);
    throw error;
  }
  return { file_id: fileId, name, mime };
}

export async function findFile(db: Db, fileId: string) {
  const [row] = await db
    .select({ file_id: files.file_id, owner_id: files.owner_id, purpose: files.purpose })
    .from(files)
    .where(and(eq(files.file_id, fileId), isNull(files.deleted_at)))
    .limit(1);
  return row ?? null;
}

/* Certificates. */

export async function addCertificate(
  db: Db,
  companyId: number,
  input: { name: string; type: CertificateType; file_id: string },
) {
  const [row] = await db
    .insert(certificates)
    .values({ company_id: companyId, name: input.name, type: input.type, file_id: input.file_id, status: 'pending' })
    .returning();
  return row;
}

export async function listCertificates(db: Db, companyId: number) {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.company_id, companyId))
    .orderBy(desc(certificates.certificate_id));
}
