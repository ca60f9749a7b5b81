import { z } from 'zod';
import { LOCALES } from '../constants';

/**
 * Building blocks of the call schemas. Form bodies arrive as strings and a
 * blank form field means "not given", so every field accepts its JSON type as
 * well as its form-encoded text. Messages are catalogue keys (errors.field.*),
 * rendered by localizeIssues in the reader's language.
 */

const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An integer given as a JSON number or as its decimal text. */
const integerLike = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,15}$/)
      .transform(Number),
  ],
  {
    error: 'errors.field.number',
  },
);
/** A number (decimals allowed) given as a JSON number or as its decimal text. */
const numberLike = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,15}(\.\d{1,6})?$/)
      .transform(Number),
  ],
  {
    error: 'errors.field.number',
  },
);

export const intField = (min: number, max: number) => integerLike.pipe(z.number().int().min(min).max(max));
export const optionalInt = (min: number, max: number) =>
  z.preprocess(blankToUndefined, intField(min, max).optional()) as unknown as z.ZodOptional<
    ReturnType<typeof intField>
  >;

export const numberField = (min: number, max: number) => numberLike.pipe(z.number().min(min).max(max));
export const optionalNumber = (min: number, max: number) =>
  z.preprocess(blankToUndefined, numberField(min, max).optional()) as unknown as z.ZodOptional<
    ReturnType<typeof numberField>
  >;

/** A positive database id (user_id, job_id, ...). */
export const idField = () => intField(1, Number.MAX_SAFE_INTEGER);
export const optionalId = () => optionalInt(1, Number.MAX_SAFE_INTEGER);

/** PostgreSQL text cannot hold NUL, and no field needs it. */
const noNul = (value: string) => !value.includes('\u0000');

/** Required text, trimmed; blank counts as missing. */
export const textField = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'errors.field.required' })
    .max(max)
    .refine(noNul, { error: 'errors.field.invalid' });
/** Optional text, trimmed; blank becomes undefined. */
export const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().max(max).refine(noNul, { error: 'errors.field.invalid' }).optional(),
  ) as unknown as z.ZodOptional<z.ZodString>;

/** One of a fixed list of values; blank counts as missing. */
export const enumField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'errors.field.oneOf' });
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, enumField(values).optional()) as unknown as z.ZodOptional<
    z.ZodEnum<{ [K in T[number]]: K }>
  >;

/** The language of a call that returns localized data (en or zh only). */
export const localeField = () => enumField(LOCALES);

/** A list of values given as comma-separated text ('a,b,c') or as a JSON array. */
export const csvField = (itemMax: number, maxItems: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(z.string().trim().min(1).max(itemMax)).max(maxItems),
  );

/** A call without input: any body (or none) is accepted and ignored. */
export const emptyBody = z.object({});
