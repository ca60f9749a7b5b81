/**
 * Development tools only: the answers of recent picture captchas, so a
 * developer or a browser test can get through the SMS flows on `npm start`
 * without reading the picture. Kept in memory, bounded, and filled only when
 * the development tools are on.
 */
const LIFE_MS = 2 * 60_000;
const MAX = 1000;
const answers = new Map<string, { text: string; at: number }>();

export function rememberCaptchaAnswer(uuid: string, text: string, now = Date.now()): void {
  answers.set(uuid, { text, at: now });
  for (const [key, value] of answers) {
    if (answers.size <= MAX && now - value.at < LIFE_MS) break;
    answers.delete(key);
  }
}

export function captchaAnswer(uuid: string, now = Date.now()): string | null {
  const entry = answers.get(uuid);
  return entry && now - entry.at < LIFE_MS ? entry.text : null;
}
