import type { Locale } from '../constants';
import { translate } from '../locales';

/** The parts of a validation issue that decide its message (a zod issue, or its Fastify copy). */
export interface IssueLike {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
}

/** The path leads through something that is not an object (e.g. item 0 of a list sent as 'a,b' text). */
const UNRESOLVED = Symbol('unresolved');

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown => {
  let node = input;
  for (const part of path) {
    if (node === undefined || node === null) return undefined;
    if (typeof node !== 'object') return UNRESOLVED;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
};

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Catalogue key and parameters of one issue, given the input that failed. */
export function issueMessageKey(
  issue: IssueLike,
  input: unknown,
): { key: string; params: Record<string, string | number> } {
  const params = {
    min: issue.minimum === undefined ? '' : String(issue.minimum),
    max: issue.maximum === undefined ? '' : String(issue.maximum),
  };
  if (issue.path.length > 0 && isMissing(valueAt(input, issue.path))) return { key: 'errors.field.required', params };
  // A schema may name its message by catalogue key (e.g. 'errors.field.number', 'password.length').
  if (/^[a-z][\w-]*(\.[\w-]+)+$/i.test(issue.message)) return { key: issue.message, params };
  const numeric = issue.origin === 'number' || issue.origin === 'bigint';
  const list = issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'too_big':
      return { key: numeric ? 'errors.field.max' : list ? 'errors.field.tooMany' : 'errors.field.tooLong', params };
    case 'too_small':
      return { key: numeric ? 'errors.field.min' : list ? 'errors.field.required' : 'errors.field.tooShort', params };
    case 'invalid_type':
      return { key: issue.expected === 'number' ? 'errors.field.number' : 'errors.field.invalid', params };
    case 'invalid_value':
      return { key: 'errors.field.oneOf', params };
    default:
      return { key: 'errors.field.invalid', params };
  }
}

/** The field a path names in `data.fields` ('keyword', 'career.0.title'); `_form` for the body itself. */
export const fieldName = (path: readonly PropertyKey[]): string => (path.length ? path.map(String).join('.') : '_form');

/**
 * Localized messages of validation issues, one per field (the first issue of a
 * field wins), for `data.fields` of a 4000 envelope and for forms on the web.
 */
export function localizeIssues(issues: readonly IssueLike[], input: unknown, locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = fieldName(issue.path);
    if (name in fields) continue;
    const { key, params } = issueMessageKey(issue, input);
    fields[name] = translate(locale, key, params);
  }
  return fields;
}
