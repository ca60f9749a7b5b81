import { describe, expect, it } from 'vitest';
import { isFreeMailAddress, mailDomainOf } from './free-mail';

describe('free mail domains', () => {
  it.each([
    'boss@qq.com',
    'HR@163.COM',
    'a@126.com',
    'x@gmail.com',
    'y@outlook.com',
    'z@hotmail.com',
    'w@yahoo.com',
    'v@sina.com',
    'u@foxmail.com',
    'hr@vip.163.com',
  ])('flags %s', (email) => expect(isFreeMailAddress(email)).toBe(true));
  it.each(['hr@tencent.com', 'hr@qq.com.example.cn', 'hr@mygmail.com', 'hr@company.cn', 'nobody'])(
    'accepts %s as a business address',
    (email) => expect(isFreeMailAddress(email)).toBe(false),
  );
  it('reads the domain', () => {
    expect(mailDomainOf('A@Example.COM')).toBe('example.com');
    expect(mailDomainOf('none')).toBe('');
  });
});
