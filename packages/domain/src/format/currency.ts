/**
 * Currency symbols (spec §9): $ for USD, € for EUR, £ for everything else (including a missing
 * currency). Currency codes are matched case-insensitively.
 */
export const CURRENCY_SYMBOLS = { USD: '$', EUR: '€', GBP: '£' } as const;
export const DEFAULT_CURRENCY_SYMBOL = CURRENCY_SYMBOLS.GBP;

export type CurrencySymbol = (typeof CURRENCY_SYMBOLS)[keyof typeof CURRENCY_SYMBOLS];

export const currencySymbol = (currency: string | null | undefined): CurrencySymbol => {
  const code = currency?.trim().toUpperCase();
  if (code === 'USD') return CURRENCY_SYMBOLS.USD;
  if (code === 'EUR') return CURRENCY_SYMBOLS.EUR;
  return DEFAULT_CURRENCY_SYMBOL;
};

const amountFormat = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** An amount with thousands separators: 30000 → '30,000', 1234.5 → '1,234.5'. */
export const formatAmount = (amount: number): string => amountFormat.format(amount);

/** A symbol plus an amount: ('USD', 45000) → '$45,000'. */
export const formatMoney = (amount: number, currency: string | null | undefined): string =>
  `${currencySymbol(currency)}${formatAmount(amount)}`;
