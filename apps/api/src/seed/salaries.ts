import type { Faker } from '@faker-js/faker';

/** Pay currency by the country a role is in: GBP in the UK, USD in the US, EUR in the euro area. */
export const payCurrencyFor = (countryCode: string): string => {
  if (countryCode === 'US') return 'USD';
  if (['DE', 'NL', 'FR', 'IE', 'ES', 'IT', 'BE', 'AT', 'FI', 'PT'].includes(countryCode))
    return 'EUR';
  return 'GBP';
};

export interface Salary {
  minimumSalary: number | null;
  maximumSalary: number | null;
  payCurrency: string | null;
  salaryEstimated: boolean;
}

const BASE_BY_CURRENCY: Record<string, number> = { GBP: 28_000, USD: 70_000, EUR: 42_000 };

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * A realistic salary: a range, a single amount (minimum = maximum), an estimated range, or none
 * (one in eight). Internships pay about two thirds of a graduate salary, pro rata.
 */
export const salaryFor = (
  faker: Faker,
  type: 'Job' | 'Internship',
  index: number,
  countryCode: string,
): Salary => {
  const payCurrency = payCurrencyFor(countryCode);
  const pattern = index % 8;
  if (pattern === 7)
    return { minimumSalary: null, maximumSalary: null, payCurrency: null, salaryEstimated: false };
  const base = (BASE_BY_CURRENCY[payCurrency] ?? 30_000) * (type === 'Internship' ? 0.7 : 1);
  const minimum = roundTo(base * faker.number.float({ min: 0.85, max: 1.6 }), 1000);
  if (pattern === 1 || pattern === 4) {
    return { minimumSalary: minimum, maximumSalary: minimum, payCurrency, salaryEstimated: false };
  }
  const maximum = minimum + roundTo(minimum * faker.number.float({ min: 0.08, max: 0.35 }), 1000);
  return {
    minimumSalary: minimum,
    maximumSalary: maximum,
    payCurrency,
    salaryEstimated: pattern === 2 || pattern === 5,
  };
};
