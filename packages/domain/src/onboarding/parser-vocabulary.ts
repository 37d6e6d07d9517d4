import type { OpportunityTypeId } from '../constants/reference-lists';
import type { WorkMode } from '../states/work-mode';
import type { EducationType } from './education-types';

/**
 * The words the built-in profile parser knows beyond the reference lists themselves: common
 * abbreviations and the ways people write about what they study and look for.
 */

/** Well-known short names of universities, mapped to a word sequence of the full name. */
export const UNIVERSITY_ALIASES: Readonly<Record<string, string>> = {
  lse: 'london school of economics',
  ucl: 'university college london',
  kcl: 'kings college london',
  imperial: 'imperial college london',
  soas: 'soas university of london',
  qmul: 'queen mary university of london',
  mit: 'massachusetts institute of technology',
};

/** Ways of saying one studies at a university named X (`{x}` stands for the distinctive part). */
export const UNIVERSITY_PATTERNS = [
  'study at {x}',
  'studying at {x}',
  'studied at {x}',
  'student at {x}',
  'graduate of {x}',
  'graduated from {x}',
  'alumnus of {x}',
  'alumna of {x}',
  '{x} university',
  '{x} uni',
  'uni of {x}',
  'university of {x}',
  'at {x} uni',
  'at {x} university',
] as const;

/** Long forms of degree names. */
export const DEGREE_LONG_FORMS: Readonly<Record<string, readonly string[]>> = {
  BA: ['bachelor of arts'],
  BSc: ['bachelor of science'],
  BEng: ['bachelor of engineering'],
  BMus: ['bachelor of music'],
  BEd: ['bachelor of education'],
  BArch: ['bachelor of architecture'],
  LLB: ['bachelor of laws'],
  MA: ['master of arts'],
  MSc: ['master of science'],
  MEng: ['master of engineering'],
  MSci: ['master in science'],
  MMath: ['master of mathematics'],
  MPharm: ['master of pharmacy'],
  MBA: ['master of business administration'],
  MRes: ['master of research'],
  MPhil: ['master of philosophy'],
  LLM: ['master of laws'],
  PhD: ['doctor of philosophy', 'doctorate'],
  PGCE: ['postgraduate certificate in education'],
};

/** Degree abbreviations that are also English words: only matched when written with capitals. */
export const CASE_SENSITIVE_DEGREES = new Set(['ba', 'ma', 'bed', 'md', 'hnd']);

/** Other names of subjects (keys are variants, values name the subject). */
export const SUBJECT_SYNONYMS: Readonly<Record<string, string>> = {
  cs: 'computer science',
  compsci: 'computer science',
  'computing science': 'computer science',
  econ: 'economics',
  econs: 'economics',
  maths: 'mathematics',
  math: 'mathematics',
  ppe: 'philosophy politics and economics',
  medicine: 'medicine',
  physics: 'physics',
  law: 'law',
};

/** Other names of industries and areas of responsibility (variant → a word sequence of the name). */
export const INTEREST_SYNONYMS: Readonly<Record<string, string>> = {
  finance: 'finance',
  'financial services': 'financial services',
  banking: 'banking',
  'investment bank': 'investment banking',
  consultancy: 'consulting',
  'management consulting': 'consulting',
  tech: 'technology',
  'software development': 'software engineering',
  'software developer': 'software engineering',
  'software engineer': 'software engineering',
  coding: 'software engineering',
  programming: 'software engineering',
  'machine learning': 'machine learning and ai',
  ai: 'machine learning and ai',
  'artificial intelligence': 'machine learning and ai',
  'data analysis': 'data analytics',
  'data analyst': 'data analytics',
  'data scientist': 'data science',
  legal: 'legal',
  'product manager': 'product management',
  'project manager': 'project management',
  hr: 'human resources',
  pr: 'communications and pr',
  sustainability: 'environment and sustainability',
  'real estate': 'property and real estate',
  journalism: 'publishing and journalism',
  'start ups': 'startups',
  startup: 'startups',
  startups: 'startups',
  nhs: 'healthcare',
  'public sector': 'government and public sector',
  government: 'government and public sector',
  charity: 'charity and non profit',
  'non profit': 'charity and non profit',
  marketing: 'marketing',
  gaming: 'gaming',
  'video games': 'gaming',
};

export const WORK_MODE_PHRASES: Readonly<Record<WorkMode, readonly string[]>> = {
  remote: ['remote', 'remotely', 'work from home', 'working from home', 'wfh', 'fully remote'],
  hybrid: ['hybrid', 'flexible working', 'mix of home and office'],
  office: ['office', 'in the office', 'in office', 'in person', 'on site', 'onsite'],
};

export const OPPORTUNITY_TYPE_PHRASES: Readonly<Record<OpportunityTypeId, readonly string[]>> = {
  job: [
    'graduate job',
    'graduate jobs',
    'graduate scheme',
    'graduate schemes',
    'grad scheme',
    'grad schemes',
    'graduate role',
    'graduate roles',
    'graduate programme',
    'full time job',
    'full time role',
    'full time',
    'job',
    'jobs',
  ],
  part_time: ['part time', 'part time job', 'part time work', 'weekend job'],
  internship: [
    'internship',
    'internships',
    'intern',
    'placement',
    'placements',
    'placement year',
    'year in industry',
    'spring week',
    'spring weeks',
    'summer internship',
    'insight programme',
  ],
  event: [
    'event',
    'events',
    'networking',
    'career fair',
    'careers fair',
    'career fairs',
    'insight day',
    'insight days',
    'workshop',
    'workshops',
    'hackathon',
    'hackathons',
  ],
};

/** Words that say what level of education a text is about. */
export const EDUCATION_TYPE_PHRASES: Readonly<Record<EducationType, readonly string[]>> = {
  school: ['sixth form', 'a levels', 'a level', 'at school', 'secondary school', 'college student'],
  undergraduate: ['undergraduate', 'undergrad', 'bachelors', 'bachelor', 'fresher'],
  postgraduate: ['postgraduate', 'postgrad', 'masters', 'master', 'masters student'],
  doctorate: ['phd', 'dphil', 'doctorate', 'doctoral', 'phd student', 'phd candidate'],
  graduate: ['recent graduate', 'i graduated', 'graduated in', 'graduated last year'],
};

/** Degrees that mark a level of study. */
export const DEGREE_EDUCATION_TYPES: Readonly<Record<string, EducationType>> = {
  ma: 'postgraduate',
  msc: 'postgraduate',
  meng: 'undergraduate',
  msci: 'undergraduate',
  mmath: 'undergraduate',
  mpharm: 'undergraduate',
  mba: 'postgraduate',
  mres: 'postgraduate',
  mphil: 'postgraduate',
  llm: 'postgraduate',
  pgce: 'postgraduate',
  'postgraduate certificate': 'postgraduate',
  'postgraduate diploma': 'postgraduate',
  phd: 'doctorate',
  dphil: 'doctorate',
  edd: 'doctorate',
};

/** Words before a name that say it is what the candidate studies. */
export const STUDY_CONTEXT_WORDS = new Set([
  'study',
  'studying',
  'studied',
  'studies',
  'degree',
  'major',
  'majoring',
  'reading',
  'course',
  'student',
  'ba',
  'bsc',
  'ma',
  'msc',
  'meng',
  'beng',
  'mphil',
  'phd',
  'llb',
  'llm',
  'bachelors',
  'masters',
  'honours',
  'hons',
]);

/** Words before a name that say it is something the candidate wants to work in. */
export const INTEREST_CONTEXT_WORDS = new Set([
  'work',
  'working',
  'career',
  'careers',
  'interested',
  'interest',
  'interests',
  'looking',
  'role',
  'roles',
  'job',
  'jobs',
  'internship',
  'internships',
  'industry',
  'into',
  'passionate',
  'love',
  'like',
  'enjoy',
  'want',
  'pursue',
  'sector',
]);

/** Ordinal words for study years. */
export const STUDY_YEAR_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
};
