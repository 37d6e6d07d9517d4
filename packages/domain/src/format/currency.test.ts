import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatMoney } from './currency';

describe('currencySymbol', () => {
  it('gives $ for USD and € for EUR, in any case', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol(' eur ')).toBe('€');
  });

  it('gives £ for every other or missing currency', () => {
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('JPY')).toBe('£');
    expect(currencySymbol('')).toBe('£');
    expect(currencySymbol(null)).toBe('£');
    expect(currencySymbol(undefined)).toBe('£');
  });
});

describe('formatAmount / formatMoney', () => {
  it('separates thousands with commas', () => {
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(30000)).toBe('30,000');
    expect(formatAmount(1234567)).toBe('1,234,567');
    expect(formatAmount(1234.5)).toBe('1,234.5');
  });

  it('puts the symbol before the amount', () => {
    expect(formatMoney(45000, 'USD')).toBe('$45,000');
    expect(formatMoney(45000, 'EUR')).toBe('€45,000');
    expect(formatMoney(45000, null)).toBe('£45,000');
  });
});
