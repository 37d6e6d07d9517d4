/** What a candidate is studying, or has finished: the education history's `education_type`. */
export const EDUCATION_TYPES = [
  { value: 'school', label: 'School or college' },
  { value: 'undergraduate', label: 'Undergraduate' },
  { value: 'postgraduate', label: 'Postgraduate' },
  { value: 'doctorate', label: 'PhD or doctorate' },
  { value: 'graduate', label: 'Graduate (finished studying)' },
] as const;
export type EducationType = (typeof EDUCATION_TYPES)[number]['value'];
export const EDUCATION_TYPE_VALUES = EDUCATION_TYPES.map((type) => type.value) as [
  EducationType,
  ...EducationType[],
];

export const isEducationType = (value: unknown): value is EducationType =>
  typeof value === 'string' && (EDUCATION_TYPE_VALUES as readonly string[]).includes(value);

/** An education type's label; the value itself for an unknown one (older records). */
export const educationTypeLabel = (value: string): string =>
  EDUCATION_TYPES.find((type) => type.value === value)?.label ?? value;
