/**
 * Where the site may send a visitor after an action (`/login?redirect=`, and
 * every other target taken from a request): a path of this site only. Used
 * by the web (sign-in, sign-up, the account pages) and by the server (the
 * `Location` of every page response), decision 0010.
 */

/** Longest redirect path kept; anything longer falls back. */
export const REDIRECT_PATH_MAX_LENGTH = 2048;

/** How many rounds of percent-decoding are looked through (`%252F` is two). */
const DECODE_ROUNDS = 4;

/** Unicode whitespace other than the plain space (NBSP, the U+2000 range, line separators, BOM...). */
const UNUSUAL_SPACE = /[\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;

/**
 * True when the text holds a control character (C0, DEL, C1) or unusual
 * whitespace. Browsers drop tabs and newlines from URLs, so `/\t/evil` would become `//evil`.
 */
function hasForbiddenCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return UNUSUAL_SPACE.test(text);
}

/** The path part: before the query and the fragment. */
const pathPartOf = (value: string) => value.split(/[?#]/, 1)[0];

/**
 * A path that a URL parser reads as this site's: one `/`, then not `/`, and
 * no `\` in the path (parsers read it as `/`, so `/\evil` is `//evil`).
 */
const isLocalPath = (value: string) => value.startsWith('/') && value[1] !== '/' && !pathPartOf(value).includes('\\');

function resolvesHere(value: string): boolean {
  const base = 'http://site.invalid';
  try {
    const url = new URL(value, base);
    // Dot segments can leave `//evil` as the path, which a browser reads as another host.
    return url.origin === base && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** True when `value` is a same-site path that is safe to redirect to (see `safeRedirectPath`). */
export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > REDIRECT_PATH_MAX_LENGTH) return false;
  if (hasForbiddenCharacter(value) || !isLocalPath(value) || !resolvesHere(value)) return false;
  // Encoded variants (`/%2F%2Fevil`, `/%5Cevil`, `/%09/evil`, twice-encoded ones): the path part
  // must stay a local path however many times something downstream decodes it.
  let path = pathPartOf(value);
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded === path) return true;
    if (hasForbiddenCharacter(decoded) || !isLocalPath(decoded) || !resolvesHere(decoded)) return false;
    path = decoded;
  }
  // Still changing after every round: no page of the site needs that.
  return false;
}

/**
 * A redirect target taken from a request, kept only when it is a path of
 * this site: it starts with one `/`, holds no backslash, control character or
 * unusual whitespace, and stays so when decoded (up to four times) and when
 * resolved. Anything else (`//evil`, `/\t/evil`, `/%2F%2Fevil`, `/%5Cevil`,
 * `javascript:`, absolute URLs, empty) gives `fallback` (`/`).
 */
export function safeRedirectPath(value: unknown): string;
export function safeRedirectPath<F>(value: unknown, fallback: F): string | F;
export function safeRedirectPath(value: unknown, fallback: unknown = '/'): unknown {
  return isSafeRedirectPath(value) ? value : fallback;
}
