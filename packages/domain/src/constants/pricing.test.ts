import { describe, expect, it } from 'vitest';
import { BILLING_PERIODS, type BillingPeriod, formatPrice, pricingCurrencyOf } from './pricing';

describe('pricing', () => {
  it('prices in USD, EUR, otherwise pounds', () => {
    expect(pricingCurrencyOf('usd')).toBe('USD');
    expect(pricingCurrencyOf('EUR')).toBe('EUR');
    expect(pricingCurrencyOf('CHF')).toBe('GBP');
    expect(pricingCurrencyOf(null)).toBe('GBP');
  });

  it('bills per_month, per_year or one_time', () => {
    expect(BILLING_PERIODS).toEqual(['per_month', 'per_year', 'one_time']);
    expect(formatPrice(25, 'GBP', 'per_month')).toBe('£25 per month');
    expect(formatPrice(1200, 'USD', 'per_year')).toBe('$1,200 per year');
    expect(formatPrice(99.5, 'EUR', 'one_time')).toBe('€99.5 one-time');
    expect(formatPrice(10, 'AUD', 'per_month')).toBe('£10 per month');
  });

  it('rejects an unknown period', () => {
    expect(() => formatPrice(1, 'GBP', 'weekly' as BillingPeriod)).toThrow(RangeError);
  });
});
