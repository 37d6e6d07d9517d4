import { describe, expect, it } from 'vitest';
import { salaryAmount, salaryDisplay } from './salary';

describe('salaryDisplay', () => {
  it("shows a range with ' - '", () => {
    expect(
      salaryDisplay({ minimum_salary: 30000, maximum_salary: 40000, pay_currency: 'GBP' }),
    ).toEqual({ text: '£30,000 - £40,000', isEstimated: false });
    expect(
      salaryDisplay({ minimum_salary: '50,000', maximum_salary: '65000', pay_currency: 'USD' })
        ?.text,
    ).toBe('$50,000 - $65,000');
    expect(
      salaryDisplay({ minimum_salary: 40000, maximum_salary: 30000, pay_currency: 'EUR' })?.text,
    ).toBe('€30,000 - €40,000');
  });

  it('shows one amount when minimum and maximum are equal', () => {
    expect(
      salaryDisplay({ minimum_salary: 28000, maximum_salary: 28000, pay_currency: 'EUR' })?.text,
    ).toBe('€28,000');
  });

  it('shows the one known end', () => {
    expect(salaryDisplay({ minimum_salary: 25000, maximum_salary: null })?.text).toBe('£25,000');
    expect(salaryDisplay({ maximum_salary: '32,500', pay_currency: 'usd' })?.text).toBe('$32,500');
    expect(salaryDisplay({ minimum_salary: 0, maximum_salary: 21000 })?.text).toBe('£21,000');
  });

  it('shows nothing when no amount is known', () => {
    expect(salaryDisplay({})).toBeNull();
    expect(salaryDisplay({ minimum_salary: null, maximum_salary: '' })).toBeNull();
    expect(salaryDisplay({ minimum_salary: 'competitive', maximum_salary: 0 })).toBeNull();
  });

  it('carries the estimated flag', () => {
    expect(salaryDisplay({ minimum_salary: 30000, estimated: true })?.isEstimated).toBe(true);
    expect(salaryDisplay({ minimum_salary: 30000, estimated: null })?.isEstimated).toBe(false);
    expect(salaryDisplay({ minimum_salary: 30000, salary_estimated: true })?.isEstimated).toBe(
      true,
    );
    expect(salaryDisplay({ minimum_salary: 30000, salary_estimated: false })?.isEstimated).toBe(
      false,
    );
  });
});

describe('salaryAmount', () => {
  it('reads numbers and text with commas', () => {
    expect(salaryAmount('1,250,000')).toBe(1250000);
    expect(salaryAmount(' 42000 ')).toBe(42000);
    expect(salaryAmount(-5)).toBeNull();
    expect(salaryAmount('  ')).toBeNull();
  });
});
