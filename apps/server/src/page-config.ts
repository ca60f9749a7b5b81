import { type Envelope, isLocale } from '@jobbridge/shared';
import type { ConfigCache } from './domains/config/service';

/** The config call, as the web's loaders make it. */
export const CONFIG_CALL_PATH = '/config/getConfigItem';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * The config answer shared by the pages (decision 0020). Every page asks for
 * config in its language; the server keeps it per language anyway
 * (CONFIG_CACHE_MS), so the bridge keeps the answer of the in-process call
 * (parsed, frozen: loaders share it) for exactly as long as the config cache
 * keeps the value it came from, and answers later pages without a call.
 * A call whose value was not cached before it ran, or changed while it ran,
 * is not kept; failures never are.
 */
export class SharedConfigAnswers {
  private readonly answers = new WeakMap<Promise<unknown>, Envelope>();

  constructor(private readonly cache: ConfigCache) {}

  async answer(body: Record<string, unknown>, call: () => Promise<Envelope>): Promise<Envelope> {
    const { lang } = body;
    if (!isLocale(lang) || Object.keys(body).length !== 1) return call();
    const source = this.cache.current(lang);
    const known = source && this.answers.get(source);
    if (known) return known;
    const envelope = await call();
    if (source && envelope.success && this.cache.current(lang) === source) {
      this.answers.set(source, deepFreeze(envelope));
    }
    return envelope;
  }
}
