import type { AutofillProfile } from '@gradway/domain/contracts';

/** Every kind of answer the extension can give an application form. */
export const FIELD_KEYS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone',
  'address_line',
  'city',
  'postcode',
  'country',
  'location',
  'university',
  'degree',
  'subject',
  'graduation_year',
  'linkedin_url',
  'github_url',
  'website_url',
  'authorised_to_work',
  'requires_sponsorship',
  'resume',
  'cover_letter',
  'eeo_gender',
  'eeo_disability',
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A form control the extension recognised, and what goes into it. */
export type DetectedField = { key: FieldKey; element: FormControl };

/** Where a filled value came from, shown beside the field. */
export type ValueSource =
  | 'profile'
  | 'education'
  | 'autofill details'
  | 'stored CV'
  | 'saved letter for this job'
  | 'most recent saved letter'
  | 'shared equal-opportunities answers';

export type FieldValue =
  | { kind: 'text'; value: string; source: ValueSource }
  | { kind: 'yes-no'; value: boolean; source: ValueSource }
  | { kind: 'choice'; values: string[]; source: ValueSource }
  | { kind: 'file'; source: ValueSource };

const text = (value: string | null | undefined, source: ValueSource): FieldValue | null =>
  value?.trim() ? { kind: 'text', value: value.trim(), source } : null;

const yesNo = (value: boolean | null, source: ValueSource): FieldValue | null =>
  value === null ? null : { kind: 'yes-no', value, source };

/**
 * What the profile gives a field, or null when it has nothing for it (the field stays as it is).
 * Equal-opportunities answers exist only when the candidate chose to share them.
 */
export const valueFor = (key: FieldKey, profile: AutofillProfile): FieldValue | null => {
  const education = profile.education;
  const equal = profile.equal_opportunities;
  switch (key) {
    case 'first_name':
      return text(profile.first_name, 'profile');
    case 'last_name':
      return text(profile.last_name, 'profile');
    case 'full_name':
      return text(`${profile.first_name} ${profile.last_name}`, 'profile');
    case 'email':
      return text(profile.email, 'profile');
    case 'phone':
      return text(profile.phone, 'autofill details');
    case 'address_line':
      return text(profile.address_line, 'autofill details');
    case 'city':
      return text(profile.city, 'autofill details');
    case 'postcode':
      return text(profile.postcode, 'autofill details');
    case 'country':
      return text(profile.country, 'autofill details');
    case 'location':
      return text([profile.city, profile.country].filter(Boolean).join(', '), 'autofill details');
    case 'university':
      return text(education?.university, 'education');
    case 'degree':
      return text(education?.degree, 'education');
    case 'subject':
      return text(education?.subject, 'education');
    case 'graduation_year':
      return text(education?.graduation_year?.toString(), 'education');
    case 'linkedin_url':
      return text(profile.linkedin_url, 'profile');
    case 'github_url':
      return text(profile.github_url, 'autofill details');
    case 'website_url':
      return text(profile.website_url, 'autofill details');
    case 'authorised_to_work':
      return yesNo(profile.authorised_to_work, 'autofill details');
    case 'requires_sponsorship':
      return yesNo(profile.requires_sponsorship, 'autofill details');
    case 'resume':
      return profile.resume ? { kind: 'file', source: 'stored CV' } : null;
    case 'cover_letter':
      // The saved letter is asked for by the form filler (it depends on the job and the control).
      return null;
    case 'eeo_gender':
      return equal?.genders.length
        ? { kind: 'choice', values: equal.genders, source: 'shared equal-opportunities answers' }
        : null;
    case 'eeo_disability': {
      const answers = equal
        ? [...equal.physical_disabilities, ...equal.congnitive_disabilities]
        : [];
      return answers.length
        ? { kind: 'choice', values: answers, source: 'shared equal-opportunities answers' }
        : null;
    }
  }
};

/** How each field is described beside it. */
export const FIELD_LABELS: Record<FieldKey, string> = {
  first_name: 'first name',
  last_name: 'last name',
  full_name: 'name',
  email: 'email',
  phone: 'phone',
  address_line: 'address',
  city: 'city',
  postcode: 'postcode',
  country: 'country',
  location: 'location',
  university: 'university',
  degree: 'degree',
  subject: 'subject',
  graduation_year: 'graduation year',
  linkedin_url: 'LinkedIn',
  github_url: 'GitHub',
  website_url: 'website',
  authorised_to_work: 'work authorisation',
  requires_sponsorship: 'visa sponsorship',
  resume: 'CV',
  cover_letter: 'cover letter',
  eeo_gender: 'gender',
  eeo_disability: 'disability',
};
