/** Builds `/jobs?keyword=..&adcode=..` (or /companies) leaving empty values out. */
export function searchHref(action: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) query.set(key, text);
  }
  const qs = query.toString();
  return qs ? `${action}?${qs}` : action;
}

/** The same search on another page number (page 1 drops the parameter). */
export function pageHref(pathname: string, search: string, page: number): string {
  const query = new URLSearchParams(search);
  if (page <= 1) query.delete('page');
  else query.set('page', String(page));
  const qs = query.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** Reads a positive integer query parameter (page numbers), defaulting to 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Page numbers to show around the current one, with null for a gap. */
export function pageWindow(current: number, totalPages: number, span = 1): (number | null)[] {
  if (totalPages <= 1) return [];
  const pages = new Set<number>([1, totalPages]);
  for (let p = current - span; p <= current + span; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  }
  return out;
}
