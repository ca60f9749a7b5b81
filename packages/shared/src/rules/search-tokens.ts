/**
 * Search tokens shared by the job index and the search box (both languages).
 *
 * - Text is NFKC-normalised (full-width letters and digits become ASCII) and lower-cased.
 * - Runs of CJK characters (Han, kana, Hangul) become overlapping bigrams:
 *   前端开发 -> 前端, 端开, 开发. A run of one character stays a unigram.
 *   PostgreSQL's parser cannot split Chinese, and most Chinese words are two
 *   characters, so bigrams make 2-character queries exact index hits.
 * - Other letters and digits form words. Joined words keep their joined form,
 *   their parts and their concatenation (node.js -> node.js, node, js, nodejs;
 *   front-end -> front-end, front, end, frontend); trailing + and # stay (c++, c#),
 *   and a leading dot stays before letters (.net).
 *
 * The tokens are written as lexemes of a `tsvector` as they are (no parser in
 * between), so what is indexed is exactly what `queryTokens` looks for.
 */

/** Longest token kept; longer runs (hashes, base64, garbage) are dropped. */
export const MAX_TOKEN_LENGTH = 64;
/** At most this many tokens are taken from one search query. */
export const MAX_QUERY_TOKENS = 32;
/** Only the start of a search query is read. */
export const MAX_QUERY_LENGTH = 512;

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3005\u30fc]+/gu;
const WORD =
  /(?:(?<![\p{L}\p{N}\p{M}])\.)?[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:[.+#_'’\-/&][\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*[+#]*/gu;
const JOINER = /[.+#_'’\-/&]+/u;

function normalise(text: string): string {
  return String(text ?? '')
    .normalize('NFKC')
    .toLowerCase();
}

interface Piece {
  kind: 'cjk' | 'word';
  text: string;
}

/** Splits normalised text into CJK runs and Latin (or other script) words, in order. */
function pieces(normalised: string): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  const words = (segment: string) => {
    for (const match of segment.matchAll(WORD)) out.push({ kind: 'word', text: match[0] });
  };
  for (const match of normalised.matchAll(CJK_RUN)) {
    const start = match.index ?? 0;
    if (start > last) words(normalised.slice(last, start));
    out.push({ kind: 'cjk', text: match[0] });
    last = start + match[0].length;
  }
  if (last < normalised.length) words(normalised.slice(last));
  return out;
}

function cjkBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/**
 * Bigrams that cover a query run without overlapping, plus the last pair:
 * 前端工程师 -> 前端, 工程, 程师. Every one of them is a bigram of any text that
 * contains the run, yet a document may have words between them
 * (前端开发工程师 matches), which overlapping query bigrams would refuse.
 */
function cjkQueryBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length <= 2) return [chars.join('')];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 2) out.push(chars[i] + chars[i + 1]);
  if (chars.length % 2 === 1) out.push(chars[chars.length - 2] + chars[chars.length - 1]);
  return out;
}

function wordParts(word: string): string[] {
  const core = word.replace(/[+#]+$/u, '');
  const parts = core
    .replace(/^\./u, '')
    .split(JOINER)
    .filter((part) => part.length > 0);
  return parts.length > 1 ? parts : [];
}

const keep = (token: string) => token.length > 0 && token.length <= MAX_TOKEN_LENGTH;

/** Tokens of a document (job title, description, company names ...), deduplicated, in order of first appearance. */
export function searchTokens(text: string): string[] {
  const seen = new Set<string>();
  const add = (token: string) => {
    if (keep(token)) seen.add(token);
  };
  for (const piece of pieces(normalise(text))) {
    if (piece.kind === 'cjk') {
      for (const gram of cjkBigrams(piece.text)) add(gram);
      continue;
    }
    add(piece.text);
    const parts = wordParts(piece.text);
    if (parts.length > 0) {
      for (const part of parts) add(part);
      if (parts.some((part) => /\p{L}/u.test(part))) add(parts.join(''));
    }
  }
  return [...seen];
}

/**
 * Tokens of a search query: every one must be present in a matching document's
 * `searchTokens`. A 2-character Chinese word gives exactly that bigram (前端);
 * longer runs give a non-overlapping bigram cover (see above); joined words
 * give their parts (node.js -> node, js), which any indexed spelling contains.
 */
export function queryTokens(query: string): string[] {
  const seen = new Set<string>();
  const add = (token: string) => {
    if (keep(token) && seen.size < MAX_QUERY_TOKENS) seen.add(token);
  };
  for (const piece of pieces(normalise(String(query ?? '').slice(0, MAX_QUERY_LENGTH)))) {
    if (piece.kind === 'cjk') {
      for (const gram of cjkQueryBigrams(piece.text)) add(gram);
      continue;
    }
    const parts = wordParts(piece.text);
    if (parts.length > 0) for (const part of parts) add(part);
    else add(piece.text);
  }
  return [...seen];
}
