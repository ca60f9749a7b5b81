/**
 * The part of the site's stylesheet a page needs for its first paint (decision 0067): everything but
 * Tailwind's utilities (the theme's variables, the base styles, `@property` and keyframes), and of the
 * utilities only the rules that name a class the page's markup uses. The whole stylesheet follows as a
 * file once the page is live, for what the page shows later (dialogs, menus, states set by script).
 */

/** A rule of the utilities layer: its text, and the class names its selector mentions (none: always kept). */
interface UtilityRule {
  text: string;
  classes: string[];
  /** `@media (…){` or `@supports (…){`: a group whose inner rules are kept one by one. */
  group?: { open: string; rules: UtilityRule[] };
}

export interface CssIndex {
  /** The stylesheet before the utilities' rules, ending with `@layer utilities{`. */
  before: string;
  rules: UtilityRule[];
  /** The rest, from the `}` that closes the utilities layer. */
  after: string;
}

const UTILITIES = '@layer utilities{';

/**
 * Index of the `}` that closes the block opened just before `from` (depth 1), or of the next `{`
 * (depth 0), skipping strings and escaped characters.
 */
function scan(css: string, from: number, depth: number): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '{') {
      if (depth === 0) return i;
      depth++;
    } else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

const blockEnd = (css: string, from: number) => scan(css, from, 1);

/** The class names a selector mentions, unescaped as they appear in `class` attributes. */
export function selectorClasses(selector: string): string[] {
  const names: string[] = [];
  for (const [, escaped] of selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/g)) {
    names.push(
      escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
        hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char as string),
      ),
    );
  }
  return names;
}

/** The rules of a block's body, one by one; a nested `@media`/`@supports` keeps its own. */
function rulesOf(body: string): UtilityRule[] {
  const rules: UtilityRule[] = [];
  let start = 0;
  while (start < body.length) {
    const open = scan(body, start, 0);
    if (open < 0) break;
    const close = blockEnd(body, open + 1);
    if (close < 0) break;
    const prelude = body.slice(start, open);
    const text = body.slice(start, close + 1);
    if (prelude.trimStart().startsWith('@')) {
      const inner = rulesOf(body.slice(open + 1, close));
      rules.push({
        text,
        classes: inner.flatMap((rule) => rule.classes),
        group: { open: `${prelude}{`, rules: inner },
      });
    } else {
      rules.push({ text, classes: selectorClasses(prelude) });
    }
    start = close + 1;
  }
  return rules;
}

/** Reads the stylesheet once; null when it has no utilities layer to choose from (then it is sent whole). */
export function indexStylesheet(css: string): CssIndex | null {
  const at = css.indexOf(UTILITIES);
  if (at < 0) return null;
  const bodyStart = at + UTILITIES.length;
  const close = blockEnd(css, bodyStart);
  if (close < 0) return null;
  return { before: css.slice(0, bodyStart), rules: rulesOf(css.slice(bodyStart, close)), after: css.slice(close) };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The class names used in a page's markup (its `class` attributes, as the renderer escaped them). */
export function markupClasses(html: string): Set<string> {
  // A page repeats its class attributes (every card of a list has the same ones): each distinct value
  // is split once.
  const values = new Set<string>();
  const attribute = /\sclass="([^"]*)"/g;
  for (let match = attribute.exec(html); match; match = attribute.exec(html)) values.add(match[1]);
  const used = new Set<string>();
  for (const value of values) {
    const names = value.includes('&') ? value.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]) : value;
    for (const name of names.split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

function keep(rule: UtilityRule, used: Set<string>): string {
  if (rule.group) {
    const inner = rule.group.rules.map((r) => keep(r, used)).join('');
    return inner ? `${rule.group.open}${inner}}` : '';
  }
  // A rule that names no class (an element or attribute selector) is kept; one that names several is
  // kept when any of them is used: a rule too many costs bytes, a rule too few a wrong first paint.
  return rule.classes.length === 0 || rule.classes.some((name) => used.has(name)) ? rule.text : '';
}

/** The stylesheet a page with these classes needs for its first paint. */
export function criticalCss(index: CssIndex, used: Set<string>): string {
  let out = index.before;
  for (const rule of index.rules) out += keep(rule, used);
  return out + index.after;
}
