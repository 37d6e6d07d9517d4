import { currencySymbol, formatAmount } from '../format/currency';

/** Pricing currencies (spec §3): USD, EUR, otherwise pound. */
export const PRICING_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type PricingCurrency = (typeof PRICING_CURRENCIES)[number];

/** USD and EUR as given (any case); every other currency is priced in pounds. */
export const pricingCurrencyOf = (currency: string | null | undefined): PricingCurrency => {
  const code = currency?.trim().toUpperCase();
  return code === 'USD' || code === 'EUR' ? code : 'GBP';
};

/** Billing periods (spec §3) and how each reads after a price. */
export const BILLING_PERIODS = ['per_month', 'per_year', 'one_time'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const BILLING_PERIOD_LABELS: Readonly<Record<BillingPeriod, string>> = {
  per_month: 'per month',
  per_year: 'per year',
  one_time: 'one-time',
};

/** A price as shown: '£25 per month', '$240 per year', '€99 one-time'. */
export const formatPrice = (
  amount: number,
  currency: string | null | undefined,
  period: BillingPeriod,
): string => {
  if (!(BILLING_PERIODS as readonly string[]).includes(period)) {
    throw new RangeError(`Unknown billing period: ${period}`);
  }
  return `${currencySymbol(currency)}${formatAmount(amount)} ${BILLING_PERIOD_LABELS[period]}`;
};
