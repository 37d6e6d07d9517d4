import { formatMoney } from '../format/currency';

/** The salary fields of a touchpoint (spec §3). Amounts may come as numbers or text ('30,000'). */
export interface SalaryInput {
  minimum_salary?: number | string | null;
  maximum_salary?: number | string | null;
  pay_currency?: string | null;
  /** Whether the amounts are an estimate rather than the employer's figures. */
  estimated?: boolean | null;
  /** The same flag under its name in the touchpoint document (`attributes.salary_estimated`). */
  salary_estimated?: boolean | null;
}

export interface SalaryDisplay {
  /** '£30,000 - £40,000', '£30,000' or '$45,000'. */
  text: string;
  isEstimated: boolean;
}

/** Text or number to an amount; missing, non-numeric and non-positive amounts count as not given. */
export const salaryAmount = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const amount = typeof value === 'number' ? value : Number(value.replace(/,/g, '').trim());
  if (typeof value === 'string' && value.trim() === '') return null;
  return Number.isFinite(amount) && amount > 0 ? amount : null;
};

/** Separator between the two ends of a salary range (spec §2). */
export const SALARY_RANGE_SEPARATOR = ' - ';

/**
 * A card's salary (spec §2): currency symbol plus amount. Both ends known and different: a range
 * 'min - max' (lower first even if they arrive swapped). Equal ends: one amount. Only one end
 * known: that amount. None: null (the card shows no salary).
 */
export const salaryDisplay = (input: SalaryInput): SalaryDisplay | null => {
  const minimum = salaryAmount(input.minimum_salary);
  const maximum = salaryAmount(input.maximum_salary);
  const isEstimated = input.estimated === true || input.salary_estimated === true;
  const money = (amount: number) => formatMoney(amount, input.pay_currency);
  if (minimum === null && maximum === null) return null;
  if (minimum === null || maximum === null || minimum === maximum) {
    return { text: money((minimum ?? maximum) as number), isEstimated };
  }
  const [low, high] = minimum < maximum ? [minimum, maximum] : [maximum, minimum];
  return { text: `${money(low)}${SALARY_RANGE_SEPARATOR}${money(high)}`, isEstimated };
};
