import { describe, expect, it } from 'vitest';
import { fullName, nameFieldOrder } from './person-name';

describe('fullName', () => {
  it('writes a Chinese name family name first without a space, in both languages', () => {
    expect(fullName({ first_name: '小明', last_name: '王' }, 'zh')).toBe('王小明');
    expect(fullName({ first_name: '小明', last_name: '王' }, 'en')).toBe('王小明');
    expect(fullName({ first_name: ' 娜娜 ', last_name: '欧阳' }, 'zh')).toBe('欧阳娜娜');
  });

  it('treats Japanese and Korean names the same way', () => {
    expect(fullName({ first_name: '太郎', last_name: '山田' }, 'en')).toBe('山田太郎');
    expect(fullName({ first_name: '민준', last_name: '김' }, 'zh')).toBe('김민준');
  });

  it('keeps a Latin-script name given name first with a space, in both languages', () => {
    expect(fullName({ first_name: 'Xiaoming', last_name: 'Wang' }, 'en')).toBe('Xiaoming Wang');
    expect(fullName({ first_name: 'Xiaoming', last_name: 'Wang' }, 'zh')).toBe('Xiaoming Wang');
    expect(fullName({ first_name: 'John', last_name: 'Smith' }, 'zh')).toBe('John Smith');
    expect(fullName({ first_name: 'Mateo', last_name: 'García' }, 'zh')).toBe('Mateo García');
    expect(fullName({ first_name: 'Иван', last_name: 'Петров' }, 'zh')).toBe('Иван Петров');
  });

  it("follows the page's order, with a space, for a name mixing Chinese characters and letters", () => {
    expect(fullName({ first_name: 'Anna', last_name: '王' }, 'zh')).toBe('王 Anna');
    expect(fullName({ first_name: 'Anna', last_name: '王' }, 'en')).toBe('Anna 王');
  });

  it('shows the part there is, and nothing for no name', () => {
    expect(fullName({ first_name: '小明', last_name: '' }, 'zh')).toBe('小明');
    expect(fullName({ first_name: '', last_name: 'Smith' }, 'en')).toBe('Smith');
    expect(fullName({ first_name: null, last_name: undefined }, 'zh')).toBe('');
    expect(fullName({}, 'en')).toBe('');
  });
});

describe('nameFieldOrder', () => {
  it('asks 姓 then 名 in Chinese, first name then last name in English', () => {
    expect(nameFieldOrder('zh')).toEqual(['last_name', 'first_name']);
    expect(nameFieldOrder('en')).toEqual(['first_name', 'last_name']);
  });
});
