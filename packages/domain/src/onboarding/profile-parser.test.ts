import { describe, expect, it } from 'vitest';
import {
  distinctiveUniversityName,
  type NamedItem,
  type ProfileReferenceLists,
  parseSelfDescription,
  universityInitials,
} from './profile-parser';

const items = (prefix: string, names: string[]): NamedItem[] =>
  names.map((name, index) => ({ id: `${prefix}-${index}`, name }));

const LISTS: ProfileReferenceLists = {
  universities: items('uni', [
    'University of Oxford',
    'Oxford Brookes University',
    'University of Cambridge',
    'University College London',
    "King's College London",
    'London School of Economics and Political Science',
    'Imperial College London',
    'University of Leeds',
    'Leeds Beckett University',
    'University of Manchester',
    'Manchester Metropolitan University',
    'University of Reading',
    'Durham University',
    'University of Edinburgh',
    'Massachusetts Institute of Technology',
  ]),
  degrees: items('degree', [
    'Foundation Degree',
    'BA',
    'BSc',
    'BEng',
    'BEd',
    'LLB',
    'MA',
    'MSc',
    'MEng',
    'MBA',
    'PhD',
    'Postgraduate Diploma',
  ]),
  subjects: items('subject', [
    'Accounting',
    'Computer Science',
    'Data Science',
    'Economics',
    'Education',
    'History',
    'Law',
    'Mathematics',
    'Mechanical Engineering',
    'Philosophy, Politics & Economics',
    'Physics',
  ]),
  cities: items('city', [
    'London',
    'Manchester',
    'Leeds',
    'Oxford',
    'Reading',
    'Bath',
    'Edinburgh',
    'Bristol',
  ]),
  industries: items('industry', [
    'Accounting & Professional Services',
    'Advertising & Marketing',
    'Banking',
    'Consulting',
    'Education',
    'Financial Services',
    'FinTech',
    'Gaming',
    'Healthcare',
    'Investment Banking',
    'Law',
    'Technology',
  ]),
  areas_of_responsibility: items('area', [
    'Accounting',
    'Consulting',
    'Data Analytics',
    'Data Science',
    'Finance',
    'Legal',
    'Machine Learning & AI',
    'Marketing',
    'Software Engineering',
    'Trading',
  ]),
};

const NOW = new Date('2026-03-15T12:00:00Z');
const parse = (text: string) => parseSelfDescription(text, LISTS, { now: NOW });
const names = (list: NamedItem[]) => list.map((item) => item.name);

describe('parseSelfDescription', () => {
  it('reads a typical description: university, degree, subject, years, interests, cities, modes', () => {
    const profile = parse(
      "Hi, I'm Priya Shah, a second year BSc Computer Science student at UCL graduating in 2028. " +
        "I'm interested in software engineering and fintech internships in London or Manchester, ideally hybrid or remote.",
    );
    expect(profile).toMatchObject({
      first_name: 'Priya',
      last_name: 'Shah',
      education_type: 'undergraduate',
      university: { name: 'University College London' },
      degree: { name: 'BSc' },
      subject: { name: 'Computer Science' },
      study_year: 2,
      graduation_year: 2028,
      work_modes: ['remote', 'hybrid'],
      opportunity_types: ['internship'],
    });
    expect(names(profile.cities)).toEqual(['London', 'Manchester']);
    expect(names(profile.industries)).toEqual(['FinTech']);
    expect(names(profile.areas_of_responsibility)).toEqual(['Software Engineering']);
  });

  it('prefers the longest name: a university holding a city or subject is not read as both', () => {
    const profile = parse('I study at the London School of Economics and Political Science.');
    expect(profile.university?.name).toBe('London School of Economics and Political Science');
    expect(profile.cities).toEqual([]);
    expect(profile.subject).toBeNull();
  });

  it('tells a university from its city and from a similarly named one', () => {
    expect(parse('I am studying at Oxford, reading History.').university?.name).toBe(
      'University of Oxford',
    );
    expect(parse('Final year at Oxford Brookes University').university?.name).toBe(
      'Oxford Brookes University',
    );
    expect(parse('Leeds Beckett University, BA History').university?.name).toBe(
      'Leeds Beckett University',
    );
    expect(parse('Third year at Leeds uni studying Law').university?.name).toBe(
      'University of Leeds',
    );
    const city = parse('I would love a graduate job in Oxford.');
    expect(city.university).toBeNull();
    expect(names(city.cities)).toEqual(['Oxford']);
  });

  it('knows common short names and initials, written in capitals', () => {
    expect(parse('Economics at LSE').university?.name).toBe(
      'London School of Economics and Political Science',
    );
    expect(parse('KCL law student').university?.name).toBe("King's College London");
    expect(parse('MEng at Imperial').university?.name).toBe('Imperial College London');
    expect(parse('Exchange semester at MIT').university?.name).toBe(
      'Massachusetts Institute of Technology',
    );
    expect(parse('i like ucl').university).toBeNull();
  });

  it('reads degrees by abbreviation, dotted or spelled out; word-like ones only in capitals', () => {
    expect(parse('B.Sc. in Physics').degree?.name).toBe('BSc');
    expect(parse('Master of Business Administration').degree?.name).toBe('MBA');
    expect(parse('I hold a BA in History').degree?.name).toBe('BA');
    expect(parse('I read in bed every night').degree).toBeNull();
    expect(parse('ma and pa run a shop').degree).toBeNull();
    expect(parse('Doing a Postgraduate Diploma').degree?.name).toBe('Postgraduate Diploma');
  });

  it('takes the subject after a study word, and interests after a work word', () => {
    const profile = parse(
      'I want to work in data science. I study Economics at Durham University.',
    );
    expect(profile.subject?.name).toBe('Economics');
    expect(names(profile.areas_of_responsibility)).toEqual(['Data Science']);
    expect(profile.university?.name).toBe('Durham University');
  });

  it('understands subject and interest synonyms', () => {
    expect(parse('Studying maths at Edinburgh University').subject?.name).toBe('Mathematics');
    expect(parse('Studying PPE').subject?.name).toBe('Philosophy, Politics & Economics');
    const profile = parse('Passionate about machine learning, coding and marketing');
    expect(names(profile.areas_of_responsibility)).toEqual([
      'Machine Learning & AI',
      'Software Engineering',
      'Marketing',
    ]);
    expect(names(profile.industries)).toEqual(['Advertising & Marketing']);
  });

  it('finds the graduation year within ten years of now only', () => {
    expect(parse('Class of 2027').graduation_year).toBe(2027);
    expect(parse("class of '29").graduation_year).toBe(2029);
    expect(parse('2025 graduate in Economics').graduation_year).toBe(2025);
    expect(parse('I graduated in 2012 from Leeds').graduation_year).toBeNull();
    expect(parse('Graduating 2037').graduation_year).toBeNull();
    expect(parse('Graduating 2036').graduation_year).toBe(2036);
    expect(parse('Worked there from 2019 to 2021').graduation_year).toBeNull();
    expect(parse('I am in my final year').graduation_year).toBe(2026);
  });

  it('reads study years from ordinals and says so for freshers', () => {
    expect(parse('first year student').study_year).toBe(1);
    expect(parse('3rd year undergrad').study_year).toBe(3);
    expect(parse('fresher at Bath').study_year).toBe(1);
    expect(parse('year 4 student').study_year).toBe(4);
    expect(parse('my sixth year').study_year).toBeNull();
  });

  it('tells the level of study', () => {
    expect(parse('MSc Finance student').education_type).toBe('postgraduate');
    expect(parse('PhD candidate in Physics').education_type).toBe('doctorate');
    expect(parse('Year 13 at sixth form doing A-levels').education_type).toBe('school');
    expect(
      parse('Recent graduate from University of Reading, graduated in 2025').education_type,
    ).toBe('graduate');
    expect(parse('BA History at Durham University').education_type).toBe('undergraduate');
    expect(parse('I like music').education_type).toBeNull();
  });

  it('keeps cities to proper names and never reads a university’s city as a city', () => {
    expect(parse('reading a good book at the bath').cities).toEqual([]);
    expect(names(parse('Jobs in Reading or Bath please').cities)).toEqual(['Reading', 'Bath']);
    expect(parse('University of Manchester student').cities).toEqual([]);
  });

  it('finds work modes, opportunity types, experience level and salary', () => {
    const profile = parse(
      'Looking for entry level graduate schemes or part-time work, in the office or working from home, salary £32k+. Also keen on networking events.',
    );
    expect(profile.work_modes).toEqual(['remote', 'office']);
    expect(profile.opportunity_types).toEqual(['job', 'part_time', 'event']);
    expect(profile.experience_level).toBe('entry_level');
    expect(profile.minimum_salary).toBe(30_000);
    expect(parse('at least £250,000').minimum_salary).toBe(100_000);
    expect(parse('£5k bursary').minimum_salary).toBeNull();
  });

  it('answers an empty profile for text with nothing to find', () => {
    expect(parse('')).toEqual({
      first_name: null,
      last_name: null,
      education_type: null,
      university: null,
      degree: null,
      subject: null,
      study_year: null,
      graduation_year: null,
      industries: [],
      areas_of_responsibility: [],
      cities: [],
      work_modes: [],
      opportunity_types: [],
      experience_level: null,
      minimum_salary: null,
    });
  });

  it('takes the first listed of several places with one name', () => {
    const lists = { ...LISTS, cities: [...LISTS.cities, { id: 'city-ontario', name: 'London' }] };
    const profile = parseSelfDescription('Internships in London', lists, { now: NOW });
    expect(profile.cities).toEqual([{ id: 'city-0', name: 'London' }]);
  });

  it('returns the reference lists’ own items, ids included', () => {
    const profile = parse('Studying Law at University of Leeds');
    expect(profile.university).toEqual({ id: 'uni-7', name: 'University of Leeds' });
    expect(profile.subject).toEqual({ id: 'subject-6', name: 'Law' });
  });
});

describe('university name helpers', () => {
  it('finds the distinctive part and the initials', () => {
    expect(distinctiveUniversityName('University of Leeds')).toBe('leeds');
    expect(distinctiveUniversityName('Durham University')).toBe('durham');
    expect(distinctiveUniversityName('Birkbeck, University of London')).toBe('birkbeck');
    expect(distinctiveUniversityName('Imperial College London')).toBeNull();
    expect(universityInitials('University College London')).toBe('UCL');
    expect(universityInitials('Massachusetts Institute of Technology')).toBe('MIT');
    expect(universityInitials('Durham University')).toBeNull();
  });
});
