/**
 * What several journeys need: unique names, small real files, codes from the
 * development outbox, and new accounts made through the API, so that each
 * journey owns its accounts.
 */
import { hashPasswordForTransport } from '@jobbridge/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const JOURNEY_PASSWORD = 'Journey2026!';

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A 1×1 PNG (the server re-encodes photos, so it must be a real image). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal one-page PDF (the server checks files by their bytes). */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The newest 6-digit code sent to `recipient` (development outbox). */
export async function outboxCode(request: APIRequestContext, recipient: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
        const body = (await response.json()) as { data?: { list?: { body_text: string }[] } };
        code = body.data?.list?.[0]?.body_text.match(/(?<!\d)\d{6}(?!\d)/)?.[0] ?? null;
        return code;
      },
      { message: `a code for ${recipient}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** Signs a new account up by e-mail through the API (an e-mail sign-up is verified); the session lands in the page's context. */
export async function signUpByEmailApi(page: Page, tag: string): Promise<string> {
  const email = `e2e-${tag}-${unique()}@example.net`;
  const sent = await page.request.post('/api/account/signupcode', { form: { email, purpose: 'signup' } });
  expect((await sent.json()).success, 'signup code sent').toBe(true);
  const code = await outboxCode(page.request, email);
  const created = await page.request.post('/api/account/signup', {
    form: { type: 'email', email, code, password: await hashPasswordForTransport(JOURNEY_PASSWORD), agree: 'true' },
  });
  expect((await created.json()).success, 'signed up').toBe(true);
  return email;
}
