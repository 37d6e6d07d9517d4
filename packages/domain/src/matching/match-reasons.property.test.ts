import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS, type ExperienceLevel } from '../constants/experience-levels';
import { WORK_MODES } from '../states/work-mode';
import {
  bestMatches,
  type CandidateMatchProfile,
  MATCHES_PER_ORGANISATION,
  type MatchOpportunity,
  type MatchReason,
  POPULAR_MIN_CANDIDATES,
  scoreMatch,
  VARIETY_WINDOW,
} from './match-score';

/**
 * Every reason a match shows is true of this candidate and this opportunity (issue 13): generated
 * profiles (empty ones included) and opportunities, each reason checked against both.
 */

const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const named = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    name: `${prefix} ${index}`,
  }));
const AREAS = named('area', 5);
const INDUSTRIES = named('industry', 4);
const CITIES = named('city', 4);
const ORGANISATIONS = named('org', 4);
const WORDS = ['marketing', 'python', 'analyst', 'consulting', 'data', 'legal', 'design'];
const LEVELS = EXPERIENCE_LEVELS.map((level) => level.value) as ExperienceLevel[];

const subset = <T>(values: readonly T[]) => fc.subarray([...values]);
const words = fc.subarray(WORDS).map((list) => new Set(list));

const profileArbitrary: fc.Arbitrary<CandidateMatchProfile> = fc.record({
  opportunityTypes: fc.subarray(['job', 'internship', 'event', 'part_time'] as const),
  industries: subset(INDUSTRIES),
  areas: subset(AREAS),
  cities: subset(CITIES),
  workModes: subset(WORK_MODES),
  minimumSalary: fc.option(fc.integer({ min: 15_000, max: 60_000 }), { nil: null }),
  experienceLevel: fc.option(fc.constantFrom(...LEVELS), { nil: null }),
  studyYear: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  graduationYear: fc.option(fc.integer({ min: 2020, max: 2031 }), { nil: null }),
  educationType: fc.option(fc.constantFrom('undergraduate', 'postgraduate'), { nil: null }),
  subject: fc.constant(null),
  followedOrganisationIds: subset(ORGANISATIONS.map((o) => o.id)).map((ids) => new Set(ids)),
  cvWords: words,
  aboutWords: words,
  dismissedReasonKeys: fc.constant(new Set<string>()),
});

const opportunityArbitrary: fc.Arbitrary<MatchOpportunity> = fc.record({
  id: fc.uuid(),
  type: fc.constantFrom('Job', 'Internship', 'Event') as fc.Arbitrary<MatchOpportunity['type']>,
  kind: fc.option(fc.constantFrom('full_time', 'part_time', 'graduate_scheme'), { nil: null }),
  title: fc.subarray(WORDS, { minLength: 1 }).map((list) => list.join(' ')),
  organisation: fc.constantFrom(...ORGANISATIONS),
  industryIds: subset(INDUSTRIES.map((i) => i.id)),
  areaIds: subset(AREAS.map((a) => a.id)),
  cities: subset(CITIES),
  workingModel: fc.option(fc.constantFrom(...WORK_MODES), { nil: null }),
  minimumSalary: fc.option(fc.integer({ min: 10_000, max: 70_000 }), { nil: null }),
  maximumSalary: fc.option(fc.integer({ min: 10_000, max: 90_000 }), { nil: null }),
  experienceLevel: fc.option(fc.constantFrom(...LEVELS), { nil: null }),
  educationRequirement: fc.constant(null),
  publishedAt: fc.option(
    fc.integer({ min: 0, max: 60 }).map((days) => new Date(NOW.getTime() - days * DAY)),
    { nil: null },
  ),
  applicationDeadline: fc.constant(null),
  startDate: fc.constant(null),
  interested: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
});

const rank = (level: ExperienceLevel | null) =>
  level ? LEVELS.indexOf(level) : Number.NEGATIVE_INFINITY;
const titleHas = (opportunity: MatchOpportunity, word: string) =>
  opportunity.title.toLowerCase().split(/\s+/).includes(word);
const listed = (label: string, prefix: string) =>
  label.slice(prefix.length).split(', ').filter(Boolean);

/** Why a reason is true, or a description of the lie. */
const truthOf = (
  reason: MatchReason,
  profile: CandidateMatchProfile,
  opportunity: MatchOpportunity,
): boolean => {
  const [, id] = reason.key.split(':');
  switch (reason.kind) {
    case 'area':
      return profile.areas.some((a) => a.id === id) && opportunity.areaIds.includes(id ?? '');
    case 'industry':
      return (
        profile.industries.some((i) => i.id === id) && opportunity.industryIds.includes(id ?? '')
      );
    case 'city':
      return profile.cities.some((c) => c.id === id) && opportunity.cities.some((c) => c.id === id);
    case 'remote':
      return profile.workModes.includes('remote') && opportunity.workingModel === 'remote';
    case 'work_mode':
      return (
        opportunity.workingModel === id &&
        profile.workModes.includes(opportunity.workingModel as (typeof WORK_MODES)[number])
      );
    case 'salary': {
      const pay = opportunity.maximumSalary ?? opportunity.minimumSalary;
      return profile.minimumSalary !== null && pay !== null && pay >= profile.minimumSalary;
    }
    case 'experience':
      return (
        opportunity.experienceLevel !== null &&
        (reason.label === 'Fits your experience'
          ? profile.experienceLevel !== null &&
            LEVELS.indexOf(opportunity.experienceLevel) <= rank(profile.experienceLevel)
          : reason.label === 'Needs no work experience' &&
            profile.experienceLevel === null &&
            LEVELS.indexOf(opportunity.experienceLevel) === 0)
      );
    case 'education':
      return (
        profile.graduationYear !== null &&
        (reason.label === 'For students like you'
          ? opportunity.type === 'Internship' && profile.graduationYear > NOW.getUTCFullYear()
          : reason.label === `You graduate in ${profile.graduationYear}`)
      );
    case 'followed':
      return profile.followedOrganisationIds.has(opportunity.organisation.id);
    case 'cv':
      if (reason.label.startsWith('Your CV mentions ')) {
        const found = listed(reason.label, 'Your CV mentions ');
        return (
          found.length > 0 &&
          found.every((word) => profile.cvWords.has(word) && titleHas(opportunity, word))
        );
      }
      if (reason.label.startsWith('Your profile mentions ')) {
        const found = listed(reason.label, 'Your profile mentions ');
        return (
          found.length > 0 &&
          found.every(
            (word) => (profile.aboutWords?.has(word) ?? false) && titleHas(opportunity, word),
          )
        );
      }
      return false;
    case 'popular':
      return (
        (opportunity.interested ?? 0) >= POPULAR_MIN_CANDIDATES &&
        reason.label === `Popular with ${opportunity.interested} candidates`
      );
    case 'fresh':
      return (
        opportunity.publishedAt !== null &&
        NOW.getTime() - opportunity.publishedAt.getTime() <= 7 * DAY
      );
    default:
      return false;
  }
};

describe('match reasons tell the truth', () => {
  it('every reason of every scored match is true of the profile and the opportunity', () => {
    fc.assert(
      fc.property(profileArbitrary, opportunityArbitrary, (profile, opportunity) => {
        const scored = scoreMatch(profile, opportunity, NOW);
        for (const reason of scored?.reasons ?? []) {
          expect(truthOf(reason, profile, opportunity), `${reason.kind}: ${reason.label}`).toBe(
            true,
          );
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('an empty profile hears nothing about preferences, a CV or experience it never gave', () => {
    fc.assert(
      fc.property(opportunityArbitrary, (opportunity) => {
        const empty: CandidateMatchProfile = {
          opportunityTypes: [],
          industries: [],
          areas: [],
          cities: [],
          workModes: [],
          minimumSalary: null,
          experienceLevel: null,
          studyYear: null,
          graduationYear: null,
          educationType: null,
          subject: null,
          followedOrganisationIds: new Set(),
          cvWords: new Set(),
          dismissedReasonKeys: new Set(),
        };
        const kinds = (scoreMatch(empty, opportunity, NOW)?.reasons ?? []).map((r) => r.kind);
        // Only facts about the opportunity itself: new, popular, or needing no experience.
        const aboutTheOpportunity = new Set(['fresh', 'popular', 'experience']);
        expect(kinds.filter((kind) => !aboutTheOpportunity.has(kind))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('shows at most two of one organisation in a type’s first ten unless nothing else scores', () => {
    fc.assert(
      fc.property(
        profileArbitrary,
        fc.array(opportunityArbitrary, { minLength: 1, maxLength: 60 }),
        (profile, opportunities) => {
          const groups = bestMatches(profile, opportunities, NOW);
          for (const ranked of Object.values(groups)) {
            const first = ranked.slice(0, VARIETY_WINDOW);
            const organisations = new Set(ranked.map((m) => m.opportunity.organisation.id));
            const count = new Map<string, number>();
            for (const match of first) {
              const id = match.opportunity.organisation.id;
              count.set(id, (count.get(id) ?? 0) + 1);
            }
            // Over the cap only when the others could not fill the ten.
            const others = (id: string) =>
              ranked.filter((m) => m.opportunity.organisation.id !== id);
            for (const [id, n] of count) {
              if (n > MATCHES_PER_ORGANISATION) {
                expect(
                  organisations.size === 1 ||
                    first.length < VARIETY_WINDOW ||
                    others(id).every((m) => first.includes(m)),
                ).toBe(true);
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
