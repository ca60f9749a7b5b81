import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { SKILL_LIST } from '../reference/skills';
import { configItems, licenseItems, locations, messageTemplates, referenceData, skills, users } from '../schema';
import { createTestDatabase, testDbKind } from '../testing';
import { loadReferenceData } from './reference';

/** What a server's start loads without demo data (a production start): every list its pages and calls read. */
describe(`reference data at start (${testDbKind()})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(() => database?.close());

  const total = async (table: typeof skills | typeof locations | typeof configItems | typeof licenseItems) =>
    (await database.db.select({ n: count() }).from(table))[0].n;

  it('fills the option lists, cities, templates, licences and the skills vocabulary, and no account', async () => {
    expect(await total(skills)).toBe(0);
    expect(await loadReferenceData(database.db)).toMatchObject({ written: true });
    expect(await total(skills)).toBe(SKILL_LIST.length);
    expect(await total(locations)).toBeGreaterThan(300);
    expect(await total(configItems)).toBeGreaterThan(20);
    expect(await total(licenseItems)).toBeGreaterThan(5);
    const applyStatus = await database.db.select().from(messageTemplates);
    expect(new Set(applyStatus.map((row) => row.lang))).toEqual(new Set(['en', 'zh']));
    // Only the system sender of migration 0002: reference data makes no account.
    expect((await database.db.select({ n: count() }).from(users))[0].n).toBeLessThanOrEqual(1);
  }, 120_000);

  it('writes nothing at a start whose lists the database holds already', async () => {
    await database.db.update(skills).set({ name_zh: 'changed by hand' }).where(eq(skills.skill_id, SKILL_LIST[30].id));
    expect(await loadReferenceData(database.db)).toMatchObject({ written: false });
    const [row] = await database.db.select().from(skills).where(eq(skills.skill_id, SKILL_LIST[30].id));
    expect(row.name_zh).toBe('changed by hand');
  }, 120_000);

  it("keeps skill ids and refreshes their names when a release's lists differ from the database's", async () => {
    // What an older release left: another fingerprint, an older name.
    await database.db.update(referenceData).set({ fingerprint: 'an older release' });
    await database.db.update(skills).set({ name_zh: 'old name' }).where(eq(skills.skill_id, SKILL_LIST[30].id));
    expect(await loadReferenceData(database.db)).toMatchObject({ written: true });
    expect(await total(skills)).toBe(SKILL_LIST.length);
    const [row] = await database.db.select().from(skills).where(eq(skills.skill_id, SKILL_LIST[30].id));
    expect(row).toMatchObject({ name_en: SKILL_LIST[30].en, name_zh: SKILL_LIST[30].zh });
    const [held] = await database.db.select().from(referenceData);
    expect(held.fingerprint).not.toBe('an older release');
    expect(await loadReferenceData(database.db)).toMatchObject({ written: false });
  }, 120_000);
});
