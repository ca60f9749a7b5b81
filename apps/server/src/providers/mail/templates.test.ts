import { LOCALES } from '@jobbridge/shared';
import { describe, expect, it } from 'vitest';
import {
  emailConfirmationMail,
  emailConfirmUrl,
  escapeHtml,
  passwordResetCodeMail,
  verificationCodeMail,
} from './templates';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('mail templates', () => {
  it('render every template in both languages with no key or placeholder left', () => {
    for (const locale of LOCALES) {
      const mails = [
        verificationCodeMail(locale, '123456'),
        passwordResetCodeMail(locale, '123456'),
        emailConfirmationMail(locale, emailConfirmUrl('https://jobbridge.example', UUID, locale), 24),
      ];
      for (const mail of mails) {
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/providers\.mail|\{\{/);
        }
        if (locale === 'zh') expect(mail.subject).toMatch(/[\u4e00-\u9fff]/);
        else expect(mail.subject).not.toMatch(/[\u4e00-\u9fff]/);
        expect(mail.html).toContain(`<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}">`);
        expect(mail.html).toContain('<title>');
      }
    }
  });

  it('say how long a code is valid and list it as a secret', () => {
    const mail = passwordResetCodeMail('en', '908172');
    expect(mail.text).toContain('908172');
    expect(mail.text).toContain('valid for 5 minutes');
    expect(mail.secrets).toEqual(['908172']);
    expect(() => verificationCodeMail('en', '12<b>')).toThrow();
  });

  it('build the confirmation link on the public origin and list its token as a secret', () => {
    expect(emailConfirmUrl('https://jobbridge.example/some/path', UUID.toUpperCase(), 'en')).toBe(
      `https://jobbridge.example/email/confirm/${UUID}?lang=en`,
    );
    expect(() => emailConfirmUrl('https://jobbridge.example', '../../admin', 'en')).toThrow();
    expect(() => emailConfirmUrl('javascript:alert(1)', UUID, 'en')).toThrow();
    const mail = emailConfirmationMail('en', emailConfirmUrl('https://jobbridge.example', UUID, 'en'), 24);
    expect(mail.secrets).toEqual([UUID]);
    expect(mail.text).toContain('valid for 24 hours');
  });

  it('escape what goes into HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = emailConfirmationMail('en', 'https://jobbridge.example/email/confirm/x?a=1&b="2"', 1);
    expect(mail.html).toContain('href="https://jobbridge.example/email/confirm/x?a=1&amp;b=&quot;2&quot;"');
  });
});
