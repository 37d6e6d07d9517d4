import currencyCodes from 'currency-codes';
import { referenceId } from './reference-ids';

/**
 * Currencies of ISO 4217 (the `currency-codes` package, which tracks the ISO maintenance
 * agency's list), without the fund codes, precious metals and testing codes. Symbols come from
 * the Unicode CLDR data in Node's Intl (en locale): '£', '$', '€', 'A$', 'CA$'...
 */
export interface CurrencyRecord {
  id: string;
  code: string;
  name: string;
  symbol: string;
  position: number;
}

/** Pay currencies offered first, in this order. */
export const MAJOR_CURRENCY_CODES = [
  'GBP',
  'USD',
  'EUR',
  'CAD',
  'AUD',
  'CHF',
  'JPY',
  'CNY',
  'INR',
  'SGD',
  'HKD',
] as const;

/** Codes ISO 4217 keeps for funds, units of account, precious metals and testing. */
const NOT_PAY_CURRENCIES = new Set([
  'BOV',
  'CHE',
  'CHW',
  'CLF',
  'COU',
  'MXV',
  'USN',
  'UYI',
  'UYW',
  'XAG',
  'XAU',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XPD',
  'XPT',
  'XSU',
  'XTS',
  'XUA',
  'XXX',
]);

export const currencyIdOf = (code: string): string => referenceId('currency', code);

const symbolOf = (code: string): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency: code })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? code;

const rank = (code: string): number => {
  const index = (MAJOR_CURRENCY_CODES as readonly string[]).indexOf(code);
  return index === -1 ? MAJOR_CURRENCY_CODES.length : index;
};

export const CURRENCIES: readonly CurrencyRecord[] = currencyCodes.data
  .filter((currency) => !NOT_PAY_CURRENCIES.has(currency.code))
  .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code))
  .map((currency, position) => ({
    id: currencyIdOf(currency.code),
    code: currency.code,
    name: currency.currency,
    symbol: symbolOf(currency.code),
    position,
  }));
