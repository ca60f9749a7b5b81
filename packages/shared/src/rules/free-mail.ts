/**
 * Mail domains anyone can sign up to: a business e-mail there proves nothing
 * about the company, so it is accepted but flagged for a closer review
 * (companies.business_email_free; decision 0021).
 */
export const FREE_MAIL_DOMAINS = [
  'qq.com',
  'vip.qq.com',
  'foxmail.com',
  '163.com',
  'vip.163.com',
  '126.com',
  'yeah.net',
  '188.com',
  'sina.com',
  'sina.cn',
  'vip.sina.com',
  'sohu.com',
  'aliyun.com',
  '139.com',
  '189.cn',
  'wo.cn',
  'tom.com',
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.cn',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'aol.com',
  'gmx.com',
  'mail.com',
  'yandex.com',
  'zoho.com',
] as const;

const FREE = new Set<string>(FREE_MAIL_DOMAINS);

/** The domain of an address, lower-cased ('' when there is none). */
export function mailDomainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, '');
}

/** Whether the address is at a free mail domain (or a subdomain of one, e.g. vip.163.com). */
export function isFreeMailAddress(email: string): boolean {
  const domain = mailDomainOf(email);
  if (!domain) return false;
  const parts = domain.split('.');
  for (let i = 0; i < parts.length - 1; i++) {
    if (FREE.has(parts.slice(i).join('.'))) return true;
  }
  return false;
}
