import { certificates, companies, configItems, type Db, locations } from '@jobbridge/db';
import {
  AppError,
  COMPANY_RANKING_COMPLETENESS,
  ERROR_CODES,
  type GetCompanyListInput,
  PAGE_SIZE,
} from '@jobbridge/shared';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, inLocation } from '../job/search';

export interface CompanyListRow {
  company_id: number;
  business_license_name: string;
  brand_name: string;
  eng_brand_name: string;
  logo_url: string | null;
  industry: string | null;
  verification_status: 'draft' | 'pending' | 'approved' | 'rejected';
  city_en: string | null;
  city_zh: string | null;
  open_jobs: number;
}

/**
 * Companies a visitor may see: approved ones, and any with an open job (a
 * company may post while its materials are under review). Better-completed
 * profiles rank first (spec section 9), then the ones hiring most.
 */
export async function listCompanies(
  db: Db,
  input: GetCompanyListInput,
): Promise<{ rows: CompanyListRow[]; total: number; page: number; size: number }> {
  const page = input.page ?? 1;
  const size = input.size ?? PAGE_SIZE.default;
  const filters: SQL[] = [
    or(eq(companies.verification_status, 'approved'), gt(companies.open_jobs, 0)) as SQL,
    // A company the platform suspended is gone from the site (decision 0023).
    isNull(companies.suspended_at),
  ];
  if (input.keyword) {
    const pattern = containsPattern(input.keyword);
    // The search box offers "company name or industry": an industry's name in either language finds its companies.
    const industries = db
      .select({ value: configItems.value })
      .from(configItems)
      .where(
        and(
          eq(configItems.kind, 'industry'),
          or(ilike(configItems.label_en, pattern), ilike(configItems.label_zh, pattern)),
        ),
      );
    filters.push(
      or(
        ilike(companies.business_license_name, pattern),
        ilike(companies.brand_name, pattern),
        ilike(companies.eng_brand_name, pattern),
        inArray(companies.industry, industries),
      ) as SQL,
    );
  }
  if (input.industry) filters.push(eq(companies.industry, input.industry));
  if (input.adcode) filters.push(inLocation(companies.adcode, input.adcode));
  const where = and(...filters);

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        company_id: companies.company_id,
        business_license_name: companies.business_license_name,
        brand_name: companies.brand_name,
        eng_brand_name: companies.eng_brand_name,
        logo_url: companies.logo_url,
        industry: companies.industry,
        verification_status: companies.verification_status,
        city_en: locations.city_en,
        city_zh: locations.city_zh,
        open_jobs: companies.open_jobs,
      })
      .from(companies)
      .leftJoin(locations, eq(locations.adcode, companies.adcode))
      .where(where)
      .orderBy(
        desc(sql`${companies.completeness} > ${COMPANY_RANKING_COMPLETENESS}`),
        desc(companies.open_jobs),
        companies.company_id,
      )
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows, total, page, size };
}

export interface CompanyDetailRow {
  company_id: number;
  business_license_name: string;
  brand_name: string;
  eng_brand_name: string;
  logo_url: string | null;
  industry: string | null;
  size: string | null;
  address_en: string | null;
  address_zh: string | null;
  intro_en: string | null;
  intro_zh: string | null;
  website: string | null;
  verification_status: 'draft' | 'pending' | 'approved' | 'rejected';
  city_en: string | null;
  city_zh: string | null;
  open_jobs: number;
  certificates: { certificate_id: number; name: string }[];
}

/** The largest company id a name may be read as (bigint ids, kept within safe integers). */
const ID_PATTERN = /^[1-9]\d{0,14}$/;

/**
 * A company's public page by English or Chinese brand name (any case) or by
 * id. Public like the list: approved companies, and any with an open job; 4004
 * otherwise. When two companies share a brand name, the approved one hiring
 * most wins. Certificates: the public, approved ones, once the company is verified.
 */
export async function findCompanyByName(db: Db, name: string): Promise<CompanyDetailRow> {
  const key = name.trim();
  const lowered = key.toLowerCase();
  const byName = or(
    eq(sql`lower(${companies.eng_brand_name})`, lowered),
    eq(sql`lower(${companies.brand_name})`, lowered),
  ) as SQL;
  const match = ID_PATTERN.test(key) ? (or(eq(companies.company_id, Number(key)), byName) as SQL) : byName;
  const [row] = await db
    .select({
      company_id: companies.company_id,
      business_license_name: companies.business_license_name,
      brand_name: companies.brand_name,
      eng_brand_name: companies.eng_brand_name,
      logo_url: companies.logo_url,
      industry: companies.industry,
      size: companies.size,
      address_en: companies.address_en,
      address_zh: companies.address_zh,
      intro_en: companies.intro_en,
      intro_zh: companies.intro_zh,
      website: companies.website,
      verification_status: companies.verification_status,
      city_en: locations.city_en,
      city_zh: locations.city_zh,
      open_jobs: companies.open_jobs,
    })
    .from(companies)
    .leftJoin(locations, eq(locations.adcode, companies.adcode))
    .where(
      and(
        match,
        or(eq(companies.verification_status, 'approved'), gt(companies.open_jobs, 0)),
        isNull(companies.suspended_at),
      ),
    )
    .orderBy(
      // An id given as the name wins over a brand that happens to be digits.
      ...(ID_PATTERN.test(key) ? [desc(sql`${companies.company_id} = ${Number(key)}`)] : []),
      desc(sql`${companies.verification_status} = 'approved'`),
      desc(companies.open_jobs),
      asc(companies.company_id),
    )
    .limit(1);
  if (!row) throw new AppError(ERROR_CODES.notFound, 'server.company.notFound');
  const verified = row.verification_status === 'approved';
  const certificateRows = verified
    ? await db
        .select({ certificate_id: certificates.certificate_id, name: certificates.name })
        .from(certificates)
        .where(
          and(
            eq(certificates.company_id, row.company_id),
            eq(certificates.is_public, true),
            // Certificates show once the platform approved them (decision 0023).
            eq(certificates.status, 'approved'),
          ),
        )
        .orderBy(asc(certificates.certificate_id))
    : [];
  return { ...row, open_jobs: Number(row.open_jobs), certificates: certificateRows };
}
