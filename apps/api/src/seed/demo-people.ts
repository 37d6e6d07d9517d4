import type { Faker } from '@faker-js/faker';
import type { candidates, educationHistories, managers, recruiters, users } from '../db/schema';
import { degreeIdOf, subjectIdOf } from '../reference-data/reference-catalogue';
import { universityBySlug } from '../reference-data/universities';
import { DEMO_ACCOUNTS, demoId } from './demo-accounts';

export type UserRow = typeof users.$inferInsert;
export type CandidateRow = typeof candidates.$inferInsert;

/** Universities the demo's candidates study at. */
const CANDIDATE_UNIVERSITIES = [
  'university-college-london',
  'london-school-of-economics-and-political-science',
  'imperial-college-london',
  'kings-college-london',
  'university-of-manchester',
  'university-of-edinburgh',
  'university-of-warwick',
  'university-of-bristol',
  'university-of-leeds',
  'university-of-glasgow',
  'university-of-birmingham',
  'university-of-nottingham',
  'durham-university',
  'university-of-sheffield',
  'queen-mary-university-of-london',
  'cardiff-university',
  'trinity-college-dublin',
];

const STUDIES: readonly (readonly [string, string])[] = [
  ['BSc', 'Computer Science'],
  ['BSc', 'Economics'],
  ['BA', 'History'],
  ['BEng', 'Mechanical Engineering'],
  ['BSc', 'Mathematics'],
  ['LLB', 'Law'],
  ['BSc', 'Psychology'],
  ['MEng', 'Electrical & Electronic Engineering'],
  ['BA', 'English Literature'],
  ['BSc', 'Business Management'],
  ['MSc', 'Data Science'],
  ['BSc', 'Biomedical Sciences'],
  ['BA', 'Philosophy, Politics & Economics'],
  ['MSc', 'Finance'],
  ['BSc', 'Physics'],
  ['PhD', 'Chemistry'],
];

export interface DemoPeople {
  users: UserRow[];
  candidates: CandidateRow[];
  education: (typeof educationHistories.$inferInsert)[];
  recruiters: (typeof recruiters.$inferInsert)[];
  managers: (typeof managers.$inferInsert)[];
  demoCandidateId: string;
  candidateIds: string[];
  /** The user id of each candidate, by candidate id. */
  candidateUserIds: Map<string, string>;
  recruiterUserIds: string[];
  managerUserIds: string[];
  adminUserId: string;
}

export interface PasswordHashes {
  manager: string;
  recruiter: string;
  admin: string;
}

const person = (faker: Faker, index: number) => {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const email = `${firstName}.${lastName}.${index}@students.example.com`
    .toLowerCase()
    .replace(/[^a-z0-9.@]/g, '');
  return { firstName, lastName, email };
};

/**
 * The demo's people: the four demo accounts, a recruiter per company, a manager per society and
 * 40 more candidates with education histories. `avatarFor` draws an avatar and answers its URL.
 */
export const buildDemoPeople = (
  faker: Faker,
  now: Date,
  counts: { companies: number; societies: number; candidates: number },
  hashes: PasswordHashes,
  avatarFor: (key: string, name: string) => string,
): DemoPeople => {
  const year = now.getUTCFullYear();
  const out: DemoPeople = {
    users: [],
    candidates: [],
    education: [],
    recruiters: [],
    managers: [],
    demoCandidateId: demoId('candidate', 'demo'),
    candidateIds: [],
    candidateUserIds: new Map(),
    recruiterUserIds: [],
    managerUserIds: [],
    adminUserId: demoId('user', 'admin'),
  };
  const verified = new Date(now.getTime() - 120 * 86_400_000);
  const { candidate, manager, recruiter, admin } = DEMO_ACCOUNTS;

  out.users.push({
    id: out.adminUserId,
    email: admin.email,
    firstName: admin.firstName,
    lastName: admin.lastName,
    userableType: 'Manager',
    type: 'admin',
    isApproved: true,
    passwordHash: hashes.admin,
    emailVerifiedAt: verified,
  });

  for (let i = 0; i < counts.companies; i += 1) {
    const userId = demoId('user', `recruiter-${i}`);
    const who = i === 0 ? recruiter : { ...person(faker, 1000 + i), password: null };
    out.users.push({
      id: userId,
      email:
        i === 0
          ? recruiter.email
          : who.email.replace('students.example.com', 'recruiters.example.com'),
      firstName: who.firstName,
      lastName: who.lastName,
      userableType: 'Recruiter',
      isApproved: i !== counts.companies - 1,
      passwordHash: i === 0 ? hashes.recruiter : null,
      emailVerifiedAt: verified,
    });
    out.recruiters.push({ id: demoId('recruiter', i), userId, companyId: demoId('company', i) });
    out.recruiterUserIds.push(userId);
  }
  for (let i = 0; i < counts.societies; i += 1) {
    const userId = demoId('user', `manager-${i}`);
    const who = i === 0 ? manager : person(faker, 2000 + i);
    out.users.push({
      id: userId,
      email: i === 0 ? manager.email : who.email,
      firstName: who.firstName,
      lastName: who.lastName,
      userableType: 'Manager',
      isApproved: i !== counts.societies - 1,
      passwordHash: i === 0 ? hashes.manager : null,
      emailVerifiedAt: verified,
    });
    out.managers.push({ id: demoId('manager', i), userId, studentSocietyId: demoId('society', i) });
    out.managerUserIds.push(userId);
  }

  for (let i = 0; i <= counts.candidates; i += 1) {
    const isDemo = i === 0;
    const id = isDemo ? out.demoCandidateId : demoId('candidate', i);
    const userId = demoId('user', `candidate-${i}`);
    const who = isDemo ? candidate : person(faker, i);
    const [degree, subject] = isDemo
      ? (['BSc', 'Computer Science'] as const)
      : faker.helpers.arrayElement(STUDIES);
    const universitySlug = isDemo
      ? 'university-college-london'
      : faker.helpers.arrayElement(CANDIDATE_UNIVERSITIES);
    const onboarded = isDemo || i % 9 !== 0;
    out.users.push({
      id: userId,
      email: who.email,
      firstName: who.firstName,
      lastName: who.lastName,
      userableType: 'Candidate',
      isApproved: true,
      emailVerifiedAt: verified,
      createdAt: new Date(now.getTime() - faker.number.int({ min: 1, max: 300 }) * 86_400_000),
    });
    out.candidates.push({
      id,
      userId,
      flowState: onboarded ? 'completed' : 'education',
      onboardingCompleted: onboarded,
      extensionInstalled: isDemo || i % 4 === 0,
      providerVerified: i % 5 === 0,
      bio: isDemo
        ? 'Final-year Computer Science student at UCL, interested in data engineering and product.'
        : null,
      linkedinUrl: isDemo ? 'https://www.linkedin.com/in/priya-shah-demo' : null,
      avatarUrl:
        isDemo || i % 2 === 1
          ? avatarFor(`candidate-${i}`, `${who.firstName} ${who.lastName}`)
          : null,
      remoteOpportunity: i % 3 === 0,
      degreeId: degreeIdOf(degree),
      subjectId: subjectIdOf(subject),
      preferences: isDemo
        ? {
            work_types: ['full_time'],
            industries: ['Technology', 'FinTech'],
            cities: ['London'],
            working_models: ['hybrid', 'remote'],
          }
        : {},
    });
    out.education.push({
      id: demoId('education', i),
      candidateId: id,
      educationType: degree.startsWith('M') || degree === 'PhD' ? 'postgraduate' : 'undergraduate',
      universityId: universityBySlug(universitySlug).id,
      degreeId: degreeIdOf(degree),
      subjectId: subjectIdOf(subject),
      studyYear: isDemo ? 3 : 1 + (i % 4),
      graduationYear: isDemo ? year + 1 : year + (i % 4) - 1,
    });
    if (isDemo) {
      out.education.push({
        id: demoId('education', 'demo-school'),
        candidateId: id,
        educationType: 'school',
        graduationYear: year - 3,
      });
    }
    out.candidateIds.push(id);
    out.candidateUserIds.set(id, userId);
  }
  return out;
};
