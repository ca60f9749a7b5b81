import type { AddressInfo } from 'node:net';
import type { Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderFailure } from '../failure';
import { listOutboxMessages, MASK } from '../outbox';
import { createMailer } from './mailer';
import { emailConfirmationMail, emailConfirmUrl, verificationCodeMail } from './templates';

/** A message as the SMTP peer received it. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) of a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const clean = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < clean.length; i++) {
    if (clean[i] === '=' && /^[0-9A-F]{2}$/i.test(clean.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(clean.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(clean[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(part: string): { headers: Record<string, string>; body: string } {
  const at = part.indexOf('\r\n\r\n');
  const head = part.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.slice(at + 4) };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Just enough MIME reading for these tests: subject, and the text and HTML parts. */
function readMessage(raw: string): { subject: string; to: string; text: string; html: string } {
  const { headers, body } = splitHead(raw);
  const boundary = headers['content-type']?.match(/boundary="?([^";]+)"?/)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHead(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  const partOf = (type: string) => parts.find((p) => p.headers['content-type']?.startsWith(type));
  const text = partOf('text/plain');
  const html = partOf('text/html');
  return {
    subject: decodeWords(headers.subject ?? ''),
    to: headers.to ?? '',
    text: text ? decodeBody(text.headers, text.body) : '',
    html: html ? decodeBody(html.headers, html.body) : '',
  };
}

let database: Database;
let smtp: SMTPServer;
let port: number;
const inbox: Received[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'jobbridge' && auth.password === 'mail-pass')
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('createMailer with SMTP', () => {
  it('delivers an English code e-mail to the SMTP peer and keeps a masked audit row', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://jobbridge:mail-pass@127.0.0.1:${port}`, from: 'JobBridge <no-reply@jobbridge.test>' },
      database.db,
    );
    const mail = verificationCodeMail('en', '482913');
    const { id } = await mailer.send({ to: 'ada@example.test', ...mail });
    mailer.close();

    const received = inbox.at(-1)!;
    expect(received.from).toBe('no-reply@jobbridge.test');
    expect(received.to).toEqual(['ada@example.test']);
    const message = readMessage(received.raw);
    expect(message.to).toBe('ada@example.test');
    expect(message.subject).toBe('Your JobBridge verification code');
    expect(message.text).toContain('482913');
    expect(message.text).toContain('valid for 5 minutes');
    expect(message.html).toContain('<html lang="en">');
    expect(message.html).toContain('482913');

    const [row] = await listOutboxMessages(database.db, { recipient: 'ada@example.test' });
    expect(String(row.message_id)).toBe(id);
    expect(row).toMatchObject({ channel: 'email', provider: 'smtp', status: 'sent' });
    expect(row.provider_message_id).toMatch(/@/);
    // The audit copy never holds a usable code.
    expect(row.body_text).not.toContain('482913');
    expect(row.body_text).toContain(MASK);
    expect(row.body_html).not.toContain('482913');
  });

  it('delivers a Chinese confirmation link e-mail', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://jobbridge:mail-pass@127.0.0.1:${port}`, from: '职桥 <no-reply@jobbridge.test>' },
      database.db,
    );
    const uuid = '5b3c1d2e-8f4a-4b6c-9d0e-1f2a3b4c5d6e';
    const url = emailConfirmUrl('https://jobbridge.example', uuid, 'zh');
    await mailer.send({ to: 'li.lei@example.test', ...emailConfirmationMail('zh', url, 24) });
    mailer.close();

    const received = inbox.at(-1)!;
    expect(received.to).toEqual(['li.lei@example.test']);
    const message = readMessage(received.raw);
    expect(message.subject).toBe('请确认你在职桥的邮箱地址');
    expect(message.text).toContain('请打开以下链接确认你的邮箱地址');
    expect(message.text).toContain(`https://jobbridge.example/email/confirm/${uuid}?lang=zh`);
    expect(message.text).toContain('24 小时内有效');
    expect(message.html).toContain('<html lang="zh-CN">');
    expect(message.html).toContain(`href="https://jobbridge.example/email/confirm/${uuid}?lang=zh"`);

    const [row] = await listOutboxMessages(database.db, { recipient: 'li.lei@example.test' });
    expect(row.body_text).not.toContain(uuid);
  });

  it('fails clearly, and records the failure, when the SMTP peer refuses the login', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://jobbridge:wrong@127.0.0.1:${port}`, from: 'no-reply@jobbridge.test' },
      database.db,
    );
    const before = inbox.length;
    const error = await mailer
      .send({ to: 'bob@example.test', ...verificationCodeMail('en', '111222') })
      .catch((e: unknown) => e);
    mailer.close();
    expect(error).toBeInstanceOf(ProviderFailure);
    expect(error).toMatchObject({ code: 5003, key: 'providers.mail.failed', provider: 'smtp' });
    expect(inbox.length).toBe(before);
    const [row] = await listOutboxMessages(database.db, { recipient: 'bob@example.test' });
    expect(row).toMatchObject({ status: 'failed', provider: 'smtp' });
  });

  it('refuses a recipient list or a header injection', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@jobbridge.test' }, database.db);
    const mail = verificationCodeMail('en', '123456');
    await expect(mailer.send({ ...mail, to: 'a@example.test, b@example.test' })).rejects.toThrow(/one plain address/);
    await expect(mailer.send({ ...mail, to: 'a@example.test', subject: 'Hi\r\nBcc: x@example.test' })).rejects.toThrow(
      /one line/,
    );
    mailer.close();
  });
});

describe('createMailer without SMTP (development outbox)', () => {
  it('stores the whole message, readable on the development page', async () => {
    const mailer = createMailer({ from: 'no-reply@jobbridge.test' }, database.db);
    expect(mailer.provider).toBe('outbox');
    const mail = verificationCodeMail('zh', '654321');
    const { id } = await mailer.send({ to: 'dev@example.test', ...mail });
    const [row] = await listOutboxMessages(database.db, { channel: 'email', recipient: 'dev@example.test' });
    expect(String(row.message_id)).toBe(id);
    expect(row).toMatchObject({ provider: 'outbox', status: 'stored', subject: '你的职桥验证码' });
    expect(row.body_text).toContain('654321');
    expect(row.body_text).toContain('5 分钟内有效');
    expect(row.body_html).toContain('654321');
  });
});
