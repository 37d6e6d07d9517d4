/**
 * Company sizes (the headcount bands recruiters pick on their company profile) and employee
 * counts (the finer bands shown on company pages), after the bands LinkedIn and Companies House
 * filings use.
 */
export const COMPANY_SIZES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1,000',
  '1,001-5,000',
  '5,001-10,000',
  '10,001+',
] as const;

/** Employee counts: [minimum, maximum] (maximum null when open-ended). */
export const EMPLOYEES_COUNTS: readonly (readonly [number, number | null])[] = [
  [1, 10],
  [11, 50],
  [51, 100],
  [101, 250],
  [251, 500],
  [501, 1_000],
  [1_001, 5_000],
  [5_001, 10_000],
  [10_001, 50_000],
  [50_001, null],
];

const grouped = (count: number) => count.toLocaleString('en-GB');

/** The stable key of an employee-count band: `11-50`, `50001+`. */
export const employeesCountKey = (minimum: number, maximum: number | null): string =>
  maximum === null ? `${minimum}+` : `${minimum}-${maximum}`;

/** The label shown for an employee-count band: '11-50 employees', '50,001+ employees'. */
export const employeesCountLabel = (minimum: number, maximum: number | null): string =>
  maximum === null
    ? `${grouped(minimum)}+ employees`
    : `${grouped(minimum)}-${grouped(maximum)} employees`;
