import { describe, expect, test } from 'vitest';
import {
  bestMatches,
  type CandidateMatchProfile,
  MATCH_MIN_SCORE,
  type MatchOpportunity,
  scoreMatch,
} from './match-score';

const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const MARKETING = { id: 'area-marketing', name: 'Marketing' };
const DATA = { id: 'area-data', name: 'Data Science' };
const BANKING = { id: 'industry-banking', name: 'Banking' };
const MANCHESTER = { id: 'city-manchester', name: 'Manchester' };
const LEEDS = { id: 'city-leeds', name: 'Leeds' };
const ACME = { id: 'company-acme', name: 'Acme' };

const profile = (overrides: Partial<CandidateMatchProfile> = {}): CandidateMatchProfile => ({
  opportunityTypes: ['internship', 'job'],
  industries: [BANKING],
  areas: [MARKETING],
  cities: [MANCHESTER],
  workModes: ['remote', 'hybrid'],
  minimumSalary: 25_000,
  experienceLevel: null,
  studyYear: 2,
  graduationYear: 2028,
  educationType: 'undergraduate',
  subject: null,
  followedOrganisationIds: new Set(),
  cvWords: new Set(),
  dismissedReasonKeys: new Set(),
  ...overrides,
});

const opportunity = (overrides: Partial<MatchOpportunity> = {}): MatchOpportunity => ({
  id: 'tp-1',
  type: 'Internship',
  kind: 'summer_internship',
  title: 'Marketing summer intern',
  organisation: ACME,
  industryIds: [BANKING.id],
  areaIds: [MARKETING.id],
  cities: [MANCHESTER],
  workingModel: 'hybrid',
  minimumSalary: 24_000,
  maximumSalary: 27_000,
  experienceLevel: null,
  educationRequirement: null,
  publishedAt: new Date(NOW.getTime() - 2 * DAY),
  applicationDeadline: new Date(NOW.getTime() + 20 * DAY),
  startDate: null,
  ...overrides,
});

describe('scoreMatch', () => {
  test('a perfect fit scores 100 and names every fact that matched', () => {
    const scored = scoreMatch(profile(), opportunity(), NOW);
    expect(scored?.score).toBe(100);
    expect(scored?.reasons.map((reason) => reason.label)).toEqual([
      'You want to work in Marketing',
      'In Manchester',
      'You’re interested in Banking',
      'Pays what you asked for',
      'Works hybrid',
      'For students like you',
      'New this week',
    ]);
    expect(scored?.missing).toEqual([]);
  });

  test('what does not fit lowers the score and shows as missing', () => {
    const scored = scoreMatch(
      profile(),
      opportunity({ cities: [LEEDS], maximumSalary: 20_000 }),
      NOW,
    );
    expect(scored?.score).toBeLessThan(100);
    expect(scored?.missing.map((gap) => gap.label)).toEqual([
      'Based in Leeds',
      'Pays less than you asked for',
    ]);
  });

  test('remote work matches a candidate who wants remote wherever they live', () => {
    const scored = scoreMatch(
      profile(),
      opportunity({ cities: [LEEDS], workingModel: 'remote' }),
      NOW,
    );
    expect(scored?.reasons.map((reason) => reason.key)).toContain('remote');
    expect(scored?.missing).toEqual([]);
  });

  test('closed opportunities and unwanted types are never suggested', () => {
    expect(
      scoreMatch(profile(), opportunity({ applicationDeadline: new Date(NOW.getTime() - 1) }), NOW),
    ).toBeNull();
    expect(scoreMatch(profile(), opportunity({ type: 'Event', kind: null }), NOW)).toBeNull();
    expect(
      scoreMatch(
        profile({ opportunityTypes: ['event'] }),
        opportunity({ type: 'Event', startDate: new Date(NOW.getTime() - DAY) }),
        NOW,
      ),
    ).toBeNull();
  });

  test('a part-time job counts for a candidate who asked for jobs', () => {
    const partTime = opportunity({ type: 'Job', kind: 'part_time' });
    expect(scoreMatch(profile({ opportunityTypes: ['job'] }), partTime, NOW)).not.toBeNull();
    expect(scoreMatch(profile({ opportunityTypes: ['internship'] }), partTime, NOW)).toBeNull();
  });

  test('a dismissed reason no longer counts', () => {
    const full = scoreMatch(profile(), opportunity(), NOW);
    const dismissed = scoreMatch(
      profile({ dismissedReasonKeys: new Set([`area:${MARKETING.id}`]) }),
      opportunity(),
      NOW,
    );
    expect(dismissed?.reasons.map((reason) => reason.key)).not.toContain(`area:${MARKETING.id}`);
    expect(dismissed?.score).toBeLessThan(full?.score ?? 0);
  });

  test('jobs asking for more experience than the candidate has say so', () => {
    const scored = scoreMatch(
      profile({ graduationYear: 2025 }),
      opportunity({ type: 'Job', kind: 'full_time', experienceLevel: 'mid_level' }),
      NOW,
    );
    expect(scored?.missing).toContainEqual({
      key: 'experience',
      label: 'Asks for Mid-level (3-4 years)',
    });
  });

  test('followed organisations and CV words add to the score', () => {
    const base = scoreMatch(profile({ areas: [DATA] }), opportunity(), NOW);
    const followed = scoreMatch(
      profile({
        areas: [DATA],
        followedOrganisationIds: new Set([ACME.id]),
        cvWords: new Set(['marketing']),
      }),
      opportunity(),
      NOW,
    );
    expect(followed?.reasons.map((reason) => reason.label)).toEqual(
      expect.arrayContaining(['You follow Acme', 'Your CV mentions marketing']),
    );
    expect(followed?.score).toBeGreaterThan(base?.score ?? 100);
  });

  test('an empty profile still scores, on freshness alone', () => {
    const empty = profile({
      opportunityTypes: [],
      industries: [],
      areas: [],
      cities: [],
      workModes: [],
      minimumSalary: null,
      graduationYear: null,
      educationType: null,
    });
    expect(scoreMatch(empty, opportunity(), NOW)?.score).toBe(100);
    expect(
      scoreMatch(empty, opportunity({ publishedAt: new Date(NOW.getTime() - 30 * DAY) }), NOW)
        ?.score,
    ).toBe(0);
  });
});

describe('bestMatches', () => {
  test('keeps the best per type above the minimum, nearer deadlines first on equal scores', () => {
    const soon = opportunity({
      id: 'soon',
      applicationDeadline: new Date(NOW.getTime() + 2 * DAY),
    });
    const later = opportunity({ id: 'later' });
    const poor = opportunity({
      id: 'poor',
      areaIds: [DATA.id],
      industryIds: [],
      cities: [LEEDS],
      maximumSalary: 1,
      minimumSalary: 1,
      publishedAt: null,
    });
    const job = opportunity({ id: 'job', type: 'Job', kind: 'full_time' });
    const groups = bestMatches(profile(), [later, poor, soon, job], NOW);
    expect(groups.Internship.map((match) => match.opportunity.id)).toEqual(['soon', 'later']);
    expect(groups.Job.map((match) => match.opportunity.id)).toEqual(['job']);
    expect(groups.Event).toEqual([]);
    expect(scoreMatch(profile(), poor, NOW)?.score).toBeLessThan(MATCH_MIN_SCORE);
  });

  test('keeps at most the given number per type', () => {
    const many = Array.from({ length: 30 }, (_, index) => opportunity({ id: `tp-${index}` }));
    expect(bestMatches(profile(), many, NOW, 5).Internship).toHaveLength(5);
  });
});
