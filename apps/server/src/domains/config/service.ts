import { callingCodes, configItems, type Db, licenseItems, locations, messageTemplates, skills } from '@jobbridge/db';
import type { ConfigData, Locale } from '@jobbridge/shared';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Env } from '../../env';
import { presentCallingCode, presentConfigOption, presentLocation, presentSite } from './presenter';

/** The option lists of config_items that the config call returns. */
const OPTION_KINDS = [
  'employment_type',
  'industry',
  'seniority',
  'intstatus',
  'mandarin',
  'language',
  'company_size',
] as const;

/** Whether an adcode is one of the site's cities (config's work_location): what every city field stores. */
export async function isSiteCity(db: Db, adcode: string): Promise<boolean> {
  return (await placeLevel(db, adcode)) === 'city';
}

/** The level of a place of the site's list ('city' or 'province'); null for a code it does not hold. */
export async function placeLevel(db: Db, adcode: string): Promise<'city' | 'province' | null> {
  const [place] = await db
    .select({ level: locations.level })
    .from(locations)
    .where(eq(locations.adcode, adcode))
    .limit(1);
  return place?.level ?? null;
}

/** Everything the web needs to render forms and filters, in one language. */
export async function loadConfig(db: Db, locale: Locale, env: Env): Promise<ConfigData> {
  const [items, places, codes, templates] = await Promise.all([
    db.select().from(configItems).orderBy(asc(configItems.kind), asc(configItems.sort), asc(configItems.value)),
    db.select().from(locations).where(eq(locations.level, 'city')).orderBy(asc(locations.sort), asc(locations.adcode)),
    db.select().from(callingCodes).orderBy(asc(callingCodes.sort), asc(callingCodes.calling_code)),
    db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.lang, locale))
      .orderBy(asc(messageTemplates.template_id)),
  ]);
  const options = Object.fromEntries(
    OPTION_KINDS.map((kind) => [
      kind,
      items.filter((item) => item.kind === kind).map((item) => presentConfigOption(item, locale)),
    ]),
  ) as Record<(typeof OPTION_KINDS)[number], ConfigData['industry']>;
  return {
    ...options,
    work_location: places.map((place) => presentLocation(place, locale)),
    calling_code: codes.map((code) => presentCallingCode(code, locale)),
    mes_template: templates.map(({ template_id, title, content }) => ({ template_id, title, content })),
    site: presentSite(env),
  };
}

/**
 * Config changes rarely (seed data, an admin's edit) and is asked for on every
 * page load, so each language's answer is kept for a short time (CONFIG_CACHE_MS).
 * Concurrent misses share one load.
 */
export function createConfigCache(load: (locale: Locale) => Promise<ConfigData>, ttlMs: number) {
  const entries = new Map<Locale, { at: number; value: Promise<ConfigData> }>();
  return {
    /** The answer kept for a language, if still fresh; never loads (the SSR bridge keys on it). */
    current(locale: Locale): Promise<ConfigData> | undefined {
      const entry = entries.get(locale);
      return entry && Date.now() - entry.at < ttlMs ? entry.value : undefined;
    },
    get(locale: Locale): Promise<ConfigData> {
      const entry = entries.get(locale);
      if (entry && Date.now() - entry.at < ttlMs) return entry.value;
      const value = load(locale);
      if (ttlMs > 0) {
        entries.set(locale, { at: Date.now(), value });
        value.catch(() => entries.delete(locale));
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

export type ConfigCache = ReturnType<typeof createConfigCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Config per language (CONFIG_CACHE_MS): the config call answers from it, the SSR bridge keys on it. */
    configCache: ConfigCache;
  }
}

/** The skills vocabulary, by English name (jobs store skills by it). */
export async function listSkills(db: Db) {
  return db.select().from(skills).orderBy(asc(skills.name_en));
}

/** The professional licences, by English name. */
export async function listLicenses(db: Db) {
  return db.select().from(licenseItems).orderBy(asc(licenseItems.name_en));
}

/**
 * Adds a licence to the list unless one of the same English or Chinese name
 * (any case) is there; answers the licence and whether it is new.
 */
export async function addLicense(db: Db, nameEn: string, nameZh: string) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(licenseItems)
      .where(
        or(
          sql`lower(${licenseItems.name_en}) = lower(${nameEn})`,
          sql`lower(${licenseItems.name_zh}) = lower(${nameZh})`,
        ),
      )
      .limit(1);
    if (existing) return { row: existing, created: false };
    const [row] = await tx.insert(licenseItems).values({ name_en: nameEn, name_zh: nameZh }).returning();
    return { row, created: true };
  });
}
