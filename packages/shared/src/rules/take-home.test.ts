import { describe, expect, it } from 'vitest';
import {
  ANNUAL_BRACKETS,
  computeTakeHome,
  contributionBase,
  cumulativeTax,
  MONTHLY_BRACKETS,
  otherDeductionMode,
  readTakeHomeQuery,
  separateBonusTax,
  staleTakeHomeCities,
  TAKE_HOME_CITIES,
  type TakeHomeInput,
  takeHomeCity,
  withholdCumulatively,
} from './take-home';

const base: TakeHomeInput = {
  salary: 20_000,
  city: '310100',
  housingFundRate: 7,
  bonus: 0,
  bonusMode: 'separate',
  bonusMonth: 12,
  deductionMode: 'special',
  specialDeductions: 0,
  allowances: 0,
};
const compute = (change: Partial<TakeHomeInput>) => {
  const result = computeTakeHome({ ...base, ...change });
  if (!result) throw new Error('no result');
  return result;
};

describe('cumulative withholding (STA announcement 2018 No. 61)', () => {
  it('gives the worked example of the STA explanation of announcement No. 61: 555, 625, 1,850', () => {
    // 国家税务总局《关于发布〈个人所得税扣缴申报管理办法（试行）〉的公告》(2018年第61号) 解读, 例二:
    // salary 30,000 a month, 5,000 basic deduction, 4,500 social insurance and housing fund,
    // 2,000 special additional deductions (children's education and elderly support).
    // Month 1: (30000-5000-4500-2000)x3% = 555; month 2: 37,000x10%-2,520-555 = 625;
    // month 3: 55,500x10%-2,520-555-625 = 1,850.
    const months = withholdCumulatively(Array(12).fill(30_000 - 5_000 - 4_500 - 2_000));
    expect(months.slice(0, 3).map((m) => m.tax)).toEqual([555, 625, 1_850]);
    expect(months[2].cumulativeTax).toBe(3_030);
    // Month 8 crosses 144,000 (148,000 x 20% - 16,920 = 12,680; 12,680 - 10,430 withheld).
    expect(months[7].tax).toBe(2_250);
    expect(months[11].cumulativeTax).toBe(cumulativeTax(18_500 * 12));
  });

  it('gives the first worked example of the same explanation: 75 every month', () => {
    // 例一: salary 10,000, 1,500 social insurance and housing fund, 1,000 children's education.
    const months = withholdCumulatively(Array(12).fill(10_000 - 5_000 - 1_500 - 1_000));
    expect(new Set(months.map((m) => m.tax))).toEqual(new Set([75]));
  });

  it('never pays back during the year when the cumulative tax falls', () => {
    const months = withholdCumulatively([20_000, -15_000, 10_000]);
    expect(months.map((m) => m.tax)).toEqual([600, 0, 0]);
    expect(months[2].cumulativeTax).toBe(600);
  });

  it('is continuous at every bracket edge (the quick deductions agree with the rates)', () => {
    for (const table of [ANNUAL_BRACKETS, MONTHLY_BRACKETS]) {
      table.slice(0, -1).forEach((row, i) => {
        const next = table[i + 1];
        expect((row.upTo * row.rate) / 100 - row.quickDeduction).toBeCloseTo(
          (row.upTo * next.rate) / 100 - next.quickDeduction,
          6,
        );
      });
    }
    expect(cumulativeTax(36_000)).toBe(1_080);
    expect(cumulativeTax(36_001)).toBe(1_080.1);
    expect(cumulativeTax(144_000)).toBe(11_880);
    expect(cumulativeTax(960_000)).toBe(250_080);
    expect(cumulativeTax(1_000_000)).toBe(268_080);
    expect(cumulativeTax(0)).toBe(0);
    expect(cumulativeTax(-1)).toBe(0);
  });
});

describe('annual one-time bonus taxed on its own (Caishui [2018] No. 164, MOF/STA 2023 No. 30)', () => {
  it('divides by 12 to pick the monthly rate, then taxes the whole bonus', () => {
    expect(separateBonusTax(36_000)).toBe(1_080); // 3,000 a month: 3 %
    expect(separateBonusTax(36_001)).toBe(3_390.1); // just over: 10 % less 210, the known "trap"
    expect(separateBonusTax(144_000)).toBe(14_190); // 12,000 a month: 10 % less 210
    expect(separateBonusTax(144_001)).toBe(27_390.2); // 20 % less 1,410
    expect(separateBonusTax(1_200_000)).toBe(524_840); // 100,000 a month: 45 % less 15,160
    expect(separateBonusTax(0)).toBe(0);
  });

  it('separate versus combined in the month paid', () => {
    const separate = compute({ bonus: 36_000 });
    const combined = compute({ bonus: 36_000, bonusMode: 'combined', bonusMonth: 12 });
    expect(separate.bonusTax).toBe(1_080);
    expect(separate.months[11].tax).toBe(1_150);
    expect(separate.annualTax).toBe(11_280 + 1_080);
    // Combined: 138,000 + 36,000 = 174,000 cumulative in December, 20 % less 16,920 = 17,880.
    expect(combined.bonusTax).toBe(0);
    expect(combined.months[11].gross).toBe(56_000);
    expect(combined.months[11].cumulativeTax).toBe(17_880);
    expect(combined.months[11].tax).toBe(17_880 - 10_130);
    expect(combined.annualTakeHome).toBe(20_000 * 12 + 36_000 - 3_500 * 12 - 17_880);
  });
});

describe('contributions by city', () => {
  it('has a source, a year and sane figures for every city', () => {
    for (const city of TAKE_HOME_CITIES) {
      expect(city.adcode).toMatch(/^\d{6}$/);
      expect(city.year).toMatch(/^20\d\d$/);
      expect(city.sourceKey).toMatch(/^calculator\.sources\./);
      expect(city.socialBase.floor).toBeLessThan(city.socialBase.cap);
      expect(city.housingBase.floor).toBeLessThan(city.housingBase.cap);
      expect(city.housingFundRate.usual).toBeLessThanOrEqual(city.housingFundRate.max);
    }
  });

  it('clamps the base to the floor and the cap', () => {
    expect(contributionBase(5_000, { floor: 7_384, cap: 36_921 })).toBe(7_384);
    expect(contributionBase(20_000, { floor: 7_384, cap: 36_921 })).toBe(20_000);
    expect(contributionBase(50_000, { floor: 7_384, cap: 36_921 })).toBe(36_921);
  });

  it('Shanghai 2024 within the bounds: 8 %, 2 %, 0.5 %, housing fund 7 %', () => {
    const r = compute({});
    const m = r.months[0];
    expect([m.pension, m.medical, m.unemployment, m.housingFund]).toEqual([1_600, 400, 100, 1_400]);
    // 20,000 - 3,500 - 5,000 = 11,500 taxable a month.
    expect(r.months.slice(0, 5).map((x) => x.tax)).toEqual([345, 345, 345, 1_045, 1_150]);
    expect(m.takeHome).toBe(16_155);
  });

  it('Beijing 2024 under the floor and over the cap, with the 3 yuan medical mutual fund', () => {
    const low = compute({ city: '110100', salary: 5_000, housingFundRate: 12 }).months[0];
    expect([low.pension, low.medical, low.unemployment, low.housingFund]).toEqual([545.68, 139.42, 34.11, 600]);
    const high = compute({ city: '110100', salary: 50_000, housingFundRate: 12 }).months[0];
    expect([high.pension, high.medical, high.unemployment, high.housingFund]).toEqual([
      2_822.64, 708.66, 176.42, 4_233.96,
    ]);
  });

  it('keeps the housing fund rate inside the city range', () => {
    expect(compute({ housingFundRate: 12 }).housingFundRate).toBe(7);
    expect(compute({ housingFundRate: 1 }).housingFundRate).toBe(5);
    expect(computeTakeHome({ ...base, city: '999999' })).toBeUndefined();
    expect(takeHomeCity('110100')?.nameKey).toBe('calculator.cities.beijing');
  });
});

describe('allowances (foreigners) or special additional deductions', () => {
  it('takes one or the other, never both', () => {
    const allowances = compute({ deductionMode: 'allowances', allowances: 5_000, specialDeductions: 3_000 });
    const special = compute({ deductionMode: 'special', allowances: 5_000, specialDeductions: 3_000 });
    expect(allowances.months[0].tax).toBe(195); // (11,500 - 5,000) x 3 %
    expect(special.months[0].tax).toBe(255); // (11,500 - 3,000) x 3 %
  });

  it('says what the other choice would leave over the year', () => {
    const input = { ...base, deductionMode: 'special' as const, allowances: 5_000, specialDeductions: 3_000 };
    // The year's taxable income: 102,000 with the special deductions (7,680 tax), 78,000 with the
    // allowances (5,280 tax): 2,400 more take-home with the allowances.
    expect(otherDeductionMode(input)).toEqual({ mode: 'allowances', difference: 2_400 });
    expect(otherDeductionMode({ ...input, deductionMode: 'allowances' })).toEqual({
      mode: 'special',
      difference: -2_400,
    });
    expect(otherDeductionMode({ ...input, allowances: 0 })).toBeNull();
  });

  it('exempts no more than what was paid', () => {
    const r = compute({ deductionMode: 'allowances', allowances: 50_000 });
    expect(r.annualTax).toBe(0);
    expect(r.months[0].takeHome).toBe(16_500);
  });
});

describe('reading the form', () => {
  it('reads a full query', () => {
    const r = readTakeHomeQuery({
      salary: '30,000',
      city: '110100',
      hf: '10',
      bonus: '60000',
      bonus_mode: 'combined',
      bonus_month: '2',
      deduction: 'allowances',
      allowances: '8000',
    });
    expect(r.problems).toEqual({});
    expect(r.input).toMatchObject({
      salary: 30_000,
      city: '110100',
      housingFundRate: 10,
      bonus: 60_000,
      bonusMode: 'combined',
      bonusMonth: 2,
      deductionMode: 'allowances',
      allowances: 8_000,
      specialDeductions: 0,
    });
  });

  it('computes nothing without a salary, and names bad fields', () => {
    expect(readTakeHomeQuery({})).toEqual({ input: null, problems: {}, unknownCity: false });
    const bad = readTakeHomeQuery({ salary: '-5', bonus: 'abc', hf: '20', bonus_month: '13', city: '440300' });
    expect(bad.input).toBeNull();
    expect(Object.keys(bad.problems).sort()).toEqual(['bonus', 'bonus_month', 'hf', 'salary']);
    expect(bad.unknownCity).toBe(true);
    expect(readTakeHomeQuery({ salary: '0' }).problems.salary).toBe('calculator.problem.salary');
    expect(readTakeHomeQuery({ salary: '99999999999' }).problems.salary).toBe('calculator.problem.amount');
  });

  it('reads amounts as people write salaries: full-width digits, currency, separators and units', () => {
    const salary = (text: string) => readTakeHomeQuery({ salary: text, city: '310100' }).input?.salary;
    for (const text of [
      '25000',
      '２５０００',
      '¥25000',
      '￥25,000',
      '25000元',
      'RMB 25000',
      'cny25000',
      '25k',
      '25K',
      '25千',
      '2.5万',
      '2.5w',
      '２５Ｋ',
    ]) {
      expect(salary(text), text).toBe(25_000);
    }
    expect(salary('25.5k')).toBe(25_500);
    expect(readTakeHomeQuery({ salary: '30000', city: '310100', bonus: '6万' }).input?.bonus).toBe(60_000);
    for (const text of ['25kk', 'k', '25 k 3', '25$', '2.555k', '-25k']) {
      expect(readTakeHomeQuery({ salary: text }).problems.salary, text).toBe('calculator.problem.amount');
    }
  });

  it("takes no salary under the city's minimum wage: the floor's contributions would leave less than nothing", () => {
    // "25" meant as 25K: contributions on the floors are more than the salary.
    const typedInK = readTakeHomeQuery({ salary: '25', city: '310100' });
    expect(typedInK.problems.salary).toBe('calculator.problem.belowMinimum');
    expect(typedInK.input).toBeNull();
    for (const city of TAKE_HOME_CITIES) {
      expect(readTakeHomeQuery({ salary: String(city.minimumWage - 1), city: city.adcode }).input).toBeNull();
      const lowest = readTakeHomeQuery({ salary: String(city.minimumWage), city: city.adcode }).input;
      if (!lowest) throw new Error(`no result at the minimum wage of ${city.adcode}`);
      expect(computeTakeHome(lowest)?.months[0].takeHome).toBeGreaterThan(0);
    }
  });

  it('falls back to the default city and the usual housing fund rate', () => {
    const r = readTakeHomeQuery({ salary: '20000', city: '440300' });
    expect(r.input?.city).toBe('310100');
    expect(r.input?.housingFundRate).toBe(7);
    expect(r.unknownCity).toBe(true);
  });
});

describe('staleTakeHomeCities', () => {
  it('names the cities whose contribution year ended before this month in China', () => {
    const shanghai = TAKE_HOME_CITIES.find((city) => city.adcode === '310100');
    if (!shanghai) throw new Error('no Shanghai');
    const [year, month] = shanghai.to.split('-').map(Number);
    // The last day of the last month covered, 23:00 in China: still covered.
    const lastHour = new Date(Date.UTC(year, month, 0, 15));
    expect(staleTakeHomeCities(lastHour).map((city) => city.adcode)).not.toContain('310100');
    // 00:30 in China on the first day of the next month (16:30 UTC the day before): no longer.
    const nextMonth = new Date(Date.UTC(year, month, 0, 16, 30));
    expect(staleTakeHomeCities(nextMonth).map((city) => city.adcode)).toContain('310100');
  });
});
