/**
 * The cookies of one page request as the in-process API calls change them:
 * a sign-in inside a loader sets cit for the calls after it, and every
 * Set-Cookie is passed on to the browser with the page.
 */
export class CookieJar {
  private readonly byName = new Map<string, string>();
  /** Set-Cookie headers to send to the browser, in order. */
  readonly setCookies: string[] = [];

  constructor(cookieHeader: string | undefined) {
    for (const part of (cookieHeader ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0) this.byName.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }

  /** Set a cookie for the in-process calls only (nothing is sent to the browser). */
  set(name: string, value: string): void {
    this.byName.set(name, value);
  }

  /** The cookies by name, decoded as the cookie plugin decodes a request's (a value it cannot decode stays as is). */
  values(): Record<string, string> {
    const decoded: Record<string, string> = {};
    for (const [name, value] of this.byName) {
      try {
        decoded[name] = decodeURIComponent(value);
      } catch {
        decoded[name] = value;
      }
    }
    return decoded;
  }

  header(): string {
    return [...this.byName].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  absorb(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      this.setCookies.push(line);
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, raw = ''] = attribute.split('=');
        const k = key.trim().toLowerCase();
        if (k === 'max-age') return Number(raw) <= 0;
        if (k === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') this.byName.delete(name);
      else this.byName.set(name, value);
    }
  }
}
