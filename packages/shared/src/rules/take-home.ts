/**
 * Take-home pay in mainland China (decision 0026): the employee's social
 * insurance and housing fund by city, individual income tax withheld by the
 * cumulative method over a calendar year, and the annual one-time bonus.
 * Pure and dependency-free: the calculator page runs it on the server for
 * the first answer and in the browser as the reader types.
 *
 * Amounts are computed in fen (integers) so that a month's tax is exact;
 * what goes out is in yuan with two decimals.
 */

/** One row of a progressive table: up to `upTo` yuan (inclusive), `rate` percent, quick deduction in yuan. */
export interface TaxBracket {
  upTo: number;
  rate: number;
  quickDeduction: number;
}

/**
 * The comprehensive income table on cumulative annual taxable income (IIT Law
 * art. 3, table 1), used by the cumulative withholding method (STA
 * announcement 2018 No. 61, art. 1 and its table).
 */
export const ANNUAL_BRACKETS: readonly TaxBracket[] = [
  { upTo: 36_000, rate: 3, quickDeduction: 0 },
  { upTo: 144_000, rate: 10, quickDeduction: 2_520 },
  { upTo: 300_000, rate: 20, quickDeduction: 16_920 },
  { upTo: 420_000, rate: 25, quickDeduction: 31_920 },
  { upTo: 660_000, rate: 30, quickDeduction: 52_920 },
  { upTo: 960_000, rate: 35, quickDeduction: 85_920 },
  { upTo: Number.POSITIVE_INFINITY, rate: 45, quickDeduction: 181_920 },
];

/**
 * The monthly-equivalent table that taxes an annual one-time bonus on its
 * own: the bonus divided by 12 picks the row, the whole bonus is taxed at it
 * (Caishui [2018] No. 164 art. 1(1), extended to 31 Dec 2027 by MOF/STA
 * announcement 2023 No. 30).
 */
export const MONTHLY_BRACKETS: readonly TaxBracket[] = [
  { upTo: 3_000, rate: 3, quickDeduction: 0 },
  { upTo: 12_000, rate: 10, quickDeduction: 210 },
  { upTo: 25_000, rate: 20, quickDeduction: 1_410 },
  { upTo: 35_000, rate: 25, quickDeduction: 2_660 },
  { upTo: 55_000, rate: 30, quickDeduction: 4_410 },
  { upTo: 80_000, rate: 35, quickDeduction: 7_160 },
  { upTo: Number.POSITIVE_INFINITY, rate: 45, quickDeduction: 15_160 },
];

/** The basic deduction of 5,000 yuan a month (IIT Law art. 6). */
export const MONTHLY_BASIC_DEDUCTION = 5_000;

/** Separate taxation of the bonus and the foreigners' allowance exemption both hold through this year. */
export const PREFERENTIAL_POLICIES_UNTIL = 2027;

/** An employee's contribution rates in basis points (1/100 of a percent), so 8 % is 800. */
export interface EmployeeRates {
  pension: number;
  medical: number;
  unemployment: number;
}

/**
 * What a city's bureaus published for one contribution year. Bases are
 * monthly yuan; a salary under the floor contributes on the floor, over the
 * cap on the cap. `nameKey` and `sourceKey` name catalogue entries (the
 * city's name, the issuing bureaus).
 */
export interface CityContributionRules {
  adcode: string;
  nameKey: string;
  sourceKey: string;
  /** The contribution year as published, and the months it covers. */
  year: string;
  from: string;
  to: string;
  socialBase: { floor: number; cap: number };
  housingBase: { floor: number; cap: number };
  rates: EmployeeRates;
  /** A fixed monthly amount on top of the medical rate (Beijing's serious-illness mutual fund, 3 yuan). */
  medicalFixed: number;
  /** Employee housing fund rate in percent: the range the city allows and the common choice. */
  housingFundRate: { min: number; max: number; usual: number };
  /**
   * The city's monthly minimum wage in the contribution year: the least a
   * full-time monthly salary can be, so the least the calculator takes (below
   * it the contributions on the floor would leave a negative take-home).
   */
  minimumWage: number;
}

/**
 * Only cities whose figures for the contribution year are certain are
 * listed; adding one means adding its published figures and their source
 * (decision 0026). Keys are the site's city adcodes (config work_location,
 * `<province>0100` for a municipality), so a job's city finds its row.
 */
export const TAKE_HOME_CITIES: readonly CityContributionRules[] = [
  {
    // Beijing Municipal HRSS Bureau, Finance Bureau, Tax Service and Healthcare Security Bureau:
    // 2024 contribution year bases; Beijing Housing Provident Fund Management Center: 2024 fund year.
    adcode: '110100',
    nameKey: 'calculator.cities.beijing',
    sourceKey: 'calculator.sources.beijing',
    year: '2024',
    from: '2024-07',
    to: '2025-06',
    socialBase: { floor: 6_821, cap: 35_283 },
    housingBase: { floor: 2_420, cap: 35_283 },
    rates: { pension: 800, medical: 200, unemployment: 50 },
    medicalFixed: 3,
    housingFundRate: { min: 5, max: 12, usual: 12 },
    // Beijing HRSS Bureau: 2,420 a month from 1 Sep 2023 (the housing fund floor above is set at it).
    minimumWage: 2_420,
  },
  {
    // Shanghai Municipal HRSS Bureau (with the Healthcare Security Bureau and Tax Service):
    // 2024 contribution year bases; Shanghai Housing Provident Fund Management Committee: 2024 fund year.
    adcode: '310100',
    nameKey: 'calculator.cities.shanghai',
    sourceKey: 'calculator.sources.shanghai',
    year: '2024',
    from: '2024-07',
    to: '2025-06',
    socialBase: { floor: 7_384, cap: 36_921 },
    housingBase: { floor: 2_690, cap: 36_921 },
    rates: { pension: 800, medical: 200, unemployment: 50 },
    medicalFixed: 0,
    housingFundRate: { min: 5, max: 7, usual: 7 },
    // Shanghai HRSS Bureau: 2,690 a month from 1 Jul 2023 (the housing fund floor above is set at it).
    minimumWage: 2_690,
  },
];

export const DEFAULT_TAKE_HOME_CITY = '310100';

/**
 * The cities whose listed figures no longer cover the current month (China
 * time): the bureaus publish new bases each year, and until those are
 * checked and added the page must say the figures shown are older.
 */
export function staleTakeHomeCities(now: Date): CityContributionRules[] {
  const month = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
  return TAKE_HOME_CITIES.filter((city) => city.to < month);
}

export function takeHomeCity(adcode: string): CityContributionRules | undefined {
  return TAKE_HOME_CITIES.find((city) => city.adcode === adcode);
}

export const BONUS_MODES = ['separate', 'combined'] as const;
export type BonusMode = (typeof BONUS_MODES)[number];
/** Special additional deductions, or (foreigners only) the tax-exempt allowances: one or the other for a year. */
export const DEDUCTION_MODES = ['special', 'allowances'] as const;
export type DeductionMode = (typeof DEDUCTION_MODES)[number];

export interface TakeHomeInput {
  /** Monthly gross salary in yuan, tax-exempt allowances included. */
  salary: number;
  city: string;
  /** Employee housing fund rate, percent; clamped to the city's range. */
  housingFundRate: number;
  /** Annual one-time bonus in yuan, 0 for none. */
  bonus: number;
  bonusMode: BonusMode;
  /** The month (1-12) the bonus is paid in: it matters only when combined. */
  bonusMonth: number;
  deductionMode: DeductionMode;
  /** Monthly special additional deductions (children, elderly, rent, loan interest ...). */
  specialDeductions: number;
  /** Monthly tax-exempt allowances actually reimbursed (housing, language training, children's education). */
  allowances: number;
}

export interface TakeHomeMonth {
  month: number;
  /** Salary, plus the bonus in its month when combined. */
  gross: number;
  pension: number;
  medical: number;
  unemployment: number;
  housingFund: number;
  /** Cumulative taxable income up to this month. */
  cumulativeTaxable: number;
  /** Tax withheld this month and to date (the salary's, and the bonus's when combined). */
  tax: number;
  cumulativeTax: number;
  /** What the employee is paid this month (the separately taxed bonus not included). */
  takeHome: number;
}

export interface TakeHomeResult {
  city: CityContributionRules;
  housingFundRate: number;
  socialBase: number;
  housingBase: number;
  months: TakeHomeMonth[];
  /** The annual bonus, and the month it was added to when combined (null when taxed on its own). */
  bonus: number;
  combinedBonusMonth: number | null;
  /** The bonus taxed on its own (zero when combined or none). */
  bonusTax: number;
  bonusTakeHome: number;
  /** Salary and bonus after every deduction over the year. */
  annualTakeHome: number;
  annualTax: number;
  /** The year's take-home divided by 12. */
  averageMonthlyTakeHome: number;
}

const fen = (yuan: number) => Math.round(yuan * 100);
const yuan = (amountFen: number) => amountFen / 100;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function bracketOf(table: readonly TaxBracket[], amount: number): TaxBracket {
  return table.find((row) => amount <= row.upTo) ?? table[table.length - 1];
}

/** Tax in fen on an amount in fen by a table; nothing on zero or less. */
function taxByTableFen(table: readonly TaxBracket[], amountFen: number, pickBy = amountFen): number {
  if (amountFen <= 0) return 0;
  const row = bracketOf(table, pickBy / 100);
  return Math.max(0, Math.round((amountFen * row.rate) / 100) - row.quickDeduction * 100);
}

/** Tax due on cumulative annual taxable income, in yuan. */
export function cumulativeTax(taxable: number): number {
  return yuan(taxByTableFen(ANNUAL_BRACKETS, fen(taxable)));
}

/** The annual one-time bonus taxed on its own, in yuan. */
export function separateBonusTax(bonus: number): number {
  const bonusFen = fen(bonus);
  return yuan(taxByTableFen(MONTHLY_BRACKETS, bonusFen, bonusFen / 12));
}

/** The contribution base: the salary clamped to the city's floor and cap. */
export function contributionBase(salary: number, bounds: { floor: number; cap: number }): number {
  return clamp(salary, bounds.floor, bounds.cap);
}

export function housingFundRateFor(city: CityContributionRules, rate: number): number {
  return Number.isFinite(rate)
    ? clamp(rate, city.housingFundRate.min, city.housingFundRate.max)
    : city.housingFundRate.usual;
}

/** The employee's monthly contributions in fen. */
function contributionsFen(city: CityContributionRules, salary: number, housingRate: number) {
  const socialFen = fen(contributionBase(salary, city.socialBase));
  const housingFen = fen(contributionBase(salary, city.housingBase));
  const part = (bp: number) => Math.round((socialFen * bp) / 10_000);
  return {
    pension: part(city.rates.pension),
    medical: part(city.rates.medical) + fen(city.medicalFixed),
    unemployment: part(city.rates.unemployment),
    housingFund: Math.round((housingFen * housingRate) / 100),
  };
}

/** Cumulative withholding in fen over months of taxable income in fen (see withholdCumulatively). */
function withholdFen(monthlyTaxableFen: readonly number[]) {
  let income = 0;
  let withheld = 0;
  return monthlyTaxableFen.map((taxable) => {
    income += taxable;
    const tax = Math.max(0, taxByTableFen(ANNUAL_BRACKETS, income) - withheld);
    withheld += tax;
    return { cumulativeTaxable: Math.max(0, income), tax, cumulativeTax: withheld };
  });
}

/**
 * The cumulative withholding method (STA announcement 2018 No. 61 art. 1):
 * given each month's taxable income (income less exempt income, the 5,000
 * basic deduction, contributions and special additional deductions), the
 * tax of a month is the tax on the year's taxable income so far less what
 * was withheld before; a negative difference is not paid back during the year.
 */
export function withholdCumulatively(monthlyTaxable: readonly number[]) {
  return withholdFen(monthlyTaxable.map(fen)).map((w) => ({
    cumulativeTaxable: yuan(w.cumulativeTaxable),
    tax: yuan(w.tax),
    cumulativeTax: yuan(w.cumulativeTax),
  }));
}

/**
 * The year month by month for someone employed from January: contributions
 * on the clamped bases, tax by cumulative withholding, the bonus taxed on its
 * own or added to its month's income. Undefined when the city has no figures.
 */
export function computeTakeHome(input: TakeHomeInput): TakeHomeResult | undefined {
  const city = takeHomeCity(input.city);
  if (!city) return undefined;
  const housingRate = housingFundRateFor(city, input.housingFundRate);
  const c = contributionsFen(city, input.salary, housingRate);
  const contributionFen = c.pension + c.medical + c.unemployment + c.housingFund;
  const salaryFen = fen(input.salary);
  const bonusFen = fen(Math.max(0, input.bonus));
  const combined = input.bonusMode === 'combined' && bonusFen > 0;
  // Allowances are exempt only up to what was paid; a foreigner takes them or the special deductions.
  const exemptFen = input.deductionMode === 'allowances' ? Math.min(fen(Math.max(0, input.allowances)), salaryFen) : 0;
  const specialFen = input.deductionMode === 'special' ? fen(Math.max(0, input.specialDeductions)) : 0;

  const taxableFen = Array.from({ length: 12 }, (_, i) => {
    const bonusNow = combined && i + 1 === input.bonusMonth ? bonusFen : 0;
    return salaryFen + bonusNow - exemptFen - contributionFen - specialFen - fen(MONTHLY_BASIC_DEDUCTION);
  });
  const withholding = withholdFen(taxableFen);
  const months: TakeHomeMonth[] = withholding.map((w, i) => {
    const grossFen = taxableFen[i] + exemptFen + contributionFen + specialFen + fen(MONTHLY_BASIC_DEDUCTION);
    return {
      month: i + 1,
      gross: yuan(grossFen),
      pension: yuan(c.pension),
      medical: yuan(c.medical),
      unemployment: yuan(c.unemployment),
      housingFund: yuan(c.housingFund),
      cumulativeTaxable: yuan(w.cumulativeTaxable),
      tax: yuan(w.tax),
      cumulativeTax: yuan(w.cumulativeTax),
      takeHome: yuan(grossFen - contributionFen - w.tax),
    };
  });
  const withheld = withholding[11].cumulativeTax;
  const bonusTaxFen = combined ? 0 : taxByTableFen(MONTHLY_BRACKETS, bonusFen, bonusFen / 12);
  const bonusTakeHomeFen = combined ? 0 : bonusFen - bonusTaxFen;
  const annualFen = months.reduce((sum, m) => sum + fen(m.takeHome), 0) + bonusTakeHomeFen;
  return {
    city,
    housingFundRate: housingRate,
    socialBase: contributionBase(input.salary, city.socialBase),
    housingBase: contributionBase(input.salary, city.housingBase),
    months,
    bonus: yuan(bonusFen),
    combinedBonusMonth: combined ? input.bonusMonth : null,
    bonusTax: yuan(bonusTaxFen),
    bonusTakeHome: yuan(bonusTakeHomeFen),
    annualTakeHome: yuan(annualFen),
    annualTax: yuan(withheld + bonusTaxFen),
    averageMonthlyTakeHome: yuan(Math.round(annualFen / 12)),
  };
}

/**
 * The other deduction mode's effect on the year's take-home (positive: the
 * other choice leaves more), when the reader entered an amount for it.
 */
export function otherDeductionMode(input: TakeHomeInput): { mode: DeductionMode; difference: number } | null {
  const mode: DeductionMode = input.deductionMode === 'special' ? 'allowances' : 'special';
  const amount = mode === 'special' ? input.specialDeductions : input.allowances;
  const chosen = computeTakeHome(input);
  const other = computeTakeHome({ ...input, deductionMode: mode });
  if (!(amount > 0) || !chosen || !other) return null;
  return { mode, difference: yuan(fen(other.annualTakeHome) - fen(chosen.annualTakeHome)) };
}

/** Bounds of the calculator's fields, in yuan a month (the bonus in yuan a year). */
export const TAKE_HOME_LIMITS = {
  salaryMax: 10_000_000,
  bonusMax: 100_000_000,
  deductionMax: 1_000_000,
} as const;

/** The query-string fields of /guides/calculator. */
export interface TakeHomeQuery {
  salary: string;
  city: string;
  hf: string;
  bonus: string;
  bonus_mode: string;
  bonus_month: string;
  deduction: string;
  special: string;
  allowances: string;
}
export type TakeHomeField = keyof TakeHomeQuery;

export interface TakeHomeReading {
  input: TakeHomeInput | null;
  /** A field's problem as a catalogue key. */
  problems: Partial<Record<TakeHomeField, string>>;
  /** The city asked for has no figures here (a job in another city). */
  unknownCity: boolean;
}

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
/** Units people type after a salary: thousands (25K, 25千) and ten thousands (2.5万, 2.5w). */
const AMOUNT_UNITS: Record<string, number> = { k: 1_000, 千: 1_000, w: 10_000, 万: 10_000 };

/**
 * An amount field: '' is `empty`, anything else must be a number within
 * `max`. Written as people write salaries: full-width digits (２５０００),
 * a currency sign or name (¥25000, 25000元, RMB 25000), digit group
 * separators, and a unit (25K, 2.5万).
 */
function readAmount(text: string, max: number): number | 'invalid' | 'empty' {
  const clean = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[,\s]/g, '')
    .replace(/^(?:¥|rmb|cny)/, '')
    .replace(/(?:元|rmb|cny)$/, '');
  if (!clean) return 'empty';
  const unit = AMOUNT_UNITS[clean.slice(-1)];
  const number = unit ? clean.slice(0, -1) : clean;
  if (!AMOUNT.test(number)) return 'invalid';
  const value = Math.round(Number(number) * (unit ?? 1) * 100) / 100;
  return value > max ? 'invalid' : value;
}

/** A housing fund rate in percent (one decimal at most) within the city's range; '' is `empty`. */
function readRate(text: string, city: CityContributionRules): number | 'invalid' | 'empty' {
  const clean = text.trim();
  if (!clean) return 'empty';
  const value = Number(clean);
  const { min, max } = city.housingFundRate;
  return /^\d{1,2}(\.\d)?$/.test(clean) && value >= min && value <= max ? value : 'invalid';
}

/**
 * Reads the form's fields (strings from a query string or inputs). Without a
 * salary there is nothing to compute yet and no problem either; a field that
 * is not a number in range is a problem and no result.
 */
export function readTakeHomeQuery(query: Partial<TakeHomeQuery>): TakeHomeReading {
  const problems: TakeHomeReading['problems'] = {};
  const asked = (query.city ?? '').trim();
  const city = takeHomeCity(asked) ?? takeHomeCity(DEFAULT_TAKE_HOME_CITY);
  const unknownCity = asked !== '' && !takeHomeCity(asked);
  const salary = readAmount(query.salary ?? '', TAKE_HOME_LIMITS.salaryMax);
  if (salary === 'invalid') problems.salary = 'calculator.problem.amount';
  if (salary === 0) problems.salary = 'calculator.problem.salary';
  // Under the minimum wage is not a monthly salary: most often thousands typed as "25" for 25K.
  else if (typeof salary === 'number' && city && salary < city.minimumWage)
    problems.salary = 'calculator.problem.belowMinimum';
  const optional = (field: TakeHomeField, max: number) => {
    const value = readAmount(query[field] ?? '', max);
    if (value === 'invalid') problems[field] = 'calculator.problem.amount';
    return typeof value === 'number' ? value : 0;
  };
  const bonus = optional('bonus', TAKE_HOME_LIMITS.bonusMax);
  const special = optional('special', TAKE_HOME_LIMITS.deductionMax);
  const allowances = optional('allowances', TAKE_HOME_LIMITS.deductionMax);
  const hf = city ? readRate(query.hf ?? '', city) : 'invalid';
  if (hf === 'invalid') problems.hf = 'calculator.problem.rate';
  const month = Number(query.bonus_month || 12);
  if (!Number.isInteger(month) || month < 1 || month > 12) problems.bonus_month = 'calculator.problem.month';
  const ok = typeof salary === 'number' && salary > 0 && city && Object.keys(problems).length === 0;
  return {
    problems,
    unknownCity,
    input: ok
      ? {
          salary,
          city: city.adcode,
          housingFundRate: typeof hf === 'number' ? hf : city.housingFundRate.usual,
          bonus,
          bonusMode: query.bonus_mode === 'combined' ? 'combined' : 'separate',
          bonusMonth: month,
          deductionMode: query.deduction === 'allowances' ? 'allowances' : 'special',
          specialDeductions: special,
          allowances,
        }
      : null,
  };
}
