import type { Faker } from '@faker-js/faker';
import type {
  candidates,
  companies,
  educationHistories,
  managers,
  recruiters,
  studentSocieties,
  users,
} from '../db/schema';
import { CITIES } from '../reference-data/cities';
import {
  COMPANY_SIZE_RECORDS,
  DEGREE_RECORDS,
  EMPLOYEES_COUNT_RECORDS,
  SUBJECT_RECORDS,
  tagIdOf,
} from '../reference-data/reference-catalogue';
import { slugify } from '../reference-data/reference-ids';
import { INDUSTRIES } from '../reference-data/tag-lists';
import { UNIVERSITIES } from '../reference-data/universities';
import { generatedId } from './generated-ids';

/** Companies, societies and candidates at scale, with the users behind them. */

export interface OrganisationChunk {
  companies: (typeof companies.$inferInsert)[];
  societies: (typeof studentSocieties.$inferInsert)[];
  users: (typeof users.$inferInsert)[];
  recruiters: (typeof recruiters.$inferInsert)[];
  managers: (typeof managers.$inferInsert)[];
  candidates: (typeof candidates.$inferInsert)[];
  education: (typeof educationHistories.$inferInsert)[];
}

export const emptyChunk = (): OrganisationChunk => ({
  companies: [],
  societies: [],
  users: [],
  recruiters: [],
  managers: [],
  candidates: [],
  education: [],
});

/** Where employers are: mostly the UK's big cities, some abroad. Weighted by repetition. */
export const EMPLOYER_CITIES: readonly (readonly [string, string])[] = [
  ...Array.from({ length: 12 }, () => ['GB', 'London'] as const),
  ['GB', 'Manchester'],
  ['GB', 'Manchester'],
  ['GB', 'Birmingham'],
  ['GB', 'Birmingham'],
  ['GB', 'Leeds'],
  ['GB', 'Edinburgh'],
  ['GB', 'Glasgow'],
  ['GB', 'Bristol'],
  ['GB', 'Cambridge'],
  ['GB', 'Oxford'],
  ['GB', 'Newcastle'],
  ['GB', 'Liverpool'],
  ['GB', 'Nottingham'],
  ['GB', 'Sheffield'],
  ['GB', 'Cardiff'],
  ['GB', 'Belfast'],
  ['GB', 'Reading'],
  ['GB', 'Southampton'],
  ['GB', 'Milton Keynes'],
  ['GB', 'Aberdeen'],
  ['GB', 'Brighton'],
  ['GB', 'Coventry'],
  ['IE', 'Dublin'],
  ['US', 'New York'],
  ['US', 'San Francisco'],
  ['DE', 'Berlin'],
  ['DE', 'Munich'],
  ['FR', 'Paris'],
  ['NL', 'Amsterdam'],
  ['SG', 'Singapore'],
  ['HK', 'Hong Kong'],
  ['AE', 'Dubai'],
];

const COMPANY_WORDS: Record<string, readonly string[]> = {
  default: ['Group', 'Partners', 'Solutions', 'Holdings', '& Co', 'International', 'Labs', 'Ltd'],
  Technology: ['Software', 'Systems', 'Digital', 'Labs', 'Technologies', 'AI'],
  Consulting: ['Consulting', 'Advisory', 'Partners', 'Strategy'],
  Law: ['LLP', 'Solicitors', 'Legal'],
  'Investment Banking': ['Capital', 'Securities', 'Capital Markets'],
  'Financial Services': ['Financial', 'Capital', 'Wealth'],
  'Engineering & Manufacturing': ['Engineering', 'Industries', 'Manufacturing'],
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface Slugs {
  companies: Set<string>;
  societies: Set<string>;
}

const uniqueSlug = (taken: Set<string>, name: string) => {
  const base = slugify(name);
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
};

const cityIndex = new Map(CITIES.map((city) => [`${city.countryCode}|${city.name}`, city.id]));

export const employerCityId = (
  faker: Faker,
): { cityId: string; countryCode: string; name: string } => {
  const [countryCode, name] = faker.helpers.arrayElement(EMPLOYER_CITIES);
  const cityId = cityIndex.get(`${countryCode}|${name}`);
  if (!cityId) throw new Error(`Unknown employer city ${name}`);
  return { cityId, countryCode, name };
};

export const addCompany = (
  faker: Faker,
  out: OrganisationChunk,
  n: number,
  slugs: Slugs,
  now: Date,
) => {
  const industry = faker.helpers.arrayElement(INDUSTRIES);
  const words = COMPANY_WORDS[industry] ?? COMPANY_WORDS.default ?? [];
  const stem = faker.helpers.arrayElement([
    faker.person.lastName(),
    faker.location.city(),
    capitalised(faker.word.noun()),
  ]);
  const name = `${stem} ${faker.helpers.arrayElement(words)}`;
  const slug = uniqueSlug(slugs.companies, name);
  const id = generatedId('company', n);
  const createdAt = faker.date.past({ years: 3, refDate: now });
  out.companies.push({
    id,
    name,
    slug,
    isVerified: n % 3 === 0,
    providerVerified: n % 7 === 0,
    description: `<p>${name} is a ${industry.toLowerCase()} employer. ${faker.company.catchPhrase()}.</p>`,
    website: `https://${slug}.example.com`,
    industryId: tagIdOf('Industry', industry),
    companySizeId: faker.helpers.arrayElement(COMPANY_SIZE_RECORDS).id,
    employeesCountId: faker.helpers.arrayElement(EMPLOYEES_COUNT_RECORDS).id,
    cityId: employerCityId(faker).cityId,
    createdAt,
    updatedAt: createdAt,
  });
  const userId = generatedId('user', n);
  out.users.push({
    id: userId,
    email: `recruiter${n}@${slug}.example.com`,
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
    userableType: 'Recruiter',
    isApproved: n % 20 !== 0,
    createdAt,
    updatedAt: createdAt,
  });
  out.recruiters.push({ id: generatedId('recruiter', n), userId, companyId: id });
};

const SOCIETY_THEMES = [
  'Consulting',
  'Finance',
  'Investment',
  'Technology',
  'Coding',
  'Entrepreneurs',
  'Law',
  'Medical Careers',
  'Engineering',
  'Women in STEM',
  'Data Science',
  'Robotics',
  'Economics',
  'Marketing',
  'Debating',
  'Sustainability',
  'African-Caribbean',
  'Chinese Students',
  'Indian Society',
  'Film',
  'Music',
  'Game Development',
  'First-Generation Students',
  'Product Management',
  'Design',
  'Psychology',
  'Politics',
  'History',
  'Physics',
  'Chemistry',
  'Mathematics',
  'Biology',
  'Architecture',
  'Real Estate',
  'Actuarial',
  'Accounting',
  'Aerospace',
  'Cyber Security',
  'Trading',
  'Volunteering',
];

/** Society n: a theme at a university, every pair different. */
export const addSociety = (
  faker: Faker,
  out: OrganisationChunk,
  n: number,
  slugs: Slugs,
  now: Date,
  offset: number,
) => {
  const university = UNIVERSITIES[(n + offset) % UNIVERSITIES.length] ?? UNIVERSITIES[0];
  const theme =
    SOCIETY_THEMES[Math.floor((n + offset) / UNIVERSITIES.length) % SOCIETY_THEMES.length];
  if (!university) throw new Error('No universities in the reference data');
  const name = `${university.name} ${theme} Society`;
  const id = generatedId('society', n);
  const createdAt = faker.date.past({ years: 4, refDate: now });
  out.societies.push({
    id,
    name,
    slug: uniqueSlug(slugs.societies, name),
    isVerified: n % 4 === 0,
    universityId: university.id,
    description: `<p>The ${theme} society of ${university.name}: talks, socials and careers events.</p>`,
    isPostApprovalRequired: n % 5 === 0,
    createdAt,
    updatedAt: createdAt,
  });
  const userId = generatedId('user', 100_000 + n);
  out.users.push({
    id: userId,
    email: `manager${n}@societies.example.com`,
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
    userableType: 'Manager',
    isApproved: n % 15 !== 0,
    createdAt,
    updatedAt: createdAt,
  });
  out.managers.push({ id: generatedId('manager', n), userId, studentSocietyId: id });
};

export const addCandidate = (faker: Faker, out: OrganisationChunk, n: number, now: Date) => {
  const id = generatedId('candidate', n);
  const userId = generatedId('user', 200_000 + n);
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const createdAt = faker.date.past({ years: 2, refDate: now });
  const degree = faker.helpers.arrayElement(DEGREE_RECORDS);
  const subject = faker.helpers.arrayElement(SUBJECT_RECORDS);
  const university = faker.helpers.arrayElement(UNIVERSITIES);
  const year = now.getUTCFullYear();
  out.users.push({
    id: userId,
    email: `${slugify(`${firstName}.${lastName}`)}.${n}@students.example.com`,
    firstName,
    lastName,
    userableType: 'Candidate',
    isApproved: true,
    createdAt,
    updatedAt: createdAt,
  });
  out.candidates.push({
    id,
    userId,
    flowState: n % 10 === 0 ? 'education' : 'completed',
    onboardingCompleted: n % 10 !== 0,
    extensionInstalled: n % 6 === 0,
    remoteOpportunity: n % 3 === 0,
    degreeId: degree.id,
    subjectId: subject.id,
    createdAt,
    updatedAt: createdAt,
  });
  out.education.push({
    id: generatedId('education', n),
    candidateId: id,
    educationType: 'undergraduate',
    universityId: university.id,
    degreeId: degree.id,
    subjectId: subject.id,
    studyYear: 1 + (n % 5),
    graduationYear: year - 2 + (n % 6),
    createdAt,
    updatedAt: createdAt,
  });
};
