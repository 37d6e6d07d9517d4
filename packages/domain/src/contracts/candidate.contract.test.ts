import { describe, expect, it } from 'vitest';
import {
  getCandidateDashboardContract,
  listAiSearchesContract,
  listInteractedSocietiesContract,
  signInWithMagicLinkContract,
  updateCandidateContract,
} from './candidate.contract';
import { candidateUserDocument, firstIssuePath, touchpointResource, uuid } from './test-samples';

describe('updateCandidateContract', () => {
  const { body } = updateCandidateContract;

  it('saves onboarding progress as candidate.flow_state with PUT /api/v1/candidate', () => {
    expect([updateCandidateContract.method, updateCandidateContract.path]).toEqual([
      'PUT',
      '/api/v1/candidate',
    ]);
    expect(updateCandidateContract.access).toBe('candidate.profile.update');
    expect(body.parse({ candidate: { flow_state: 'preferences' } })).toEqual({
      candidate: { flow_state: 'preferences' },
    });
    expect(updateCandidateContract.responses[200].parse(candidateUserDocument)).toEqual(
      candidateUserDocument,
    );
  });

  it('updates profile fields and checks each', () => {
    expect(
      body.parse({
        candidate: { first_name: ' Ada ', linkedin_url: null, remote_opportunity: true },
      }),
    ).toEqual({ candidate: { first_name: 'Ada', linkedin_url: null, remote_opportunity: true } });
    expect(
      firstIssuePath(body.safeParse({ candidate: { linkedin_url: 'ftp://example.com/ada' } })),
    ).toBe('candidate.linkedin_url');
    expect(firstIssuePath(body.safeParse({ candidate: { date_of_birth: '2004-13-40' } }))).toBe(
      'candidate.date_of_birth',
    );
    expect(firstIssuePath(body.safeParse({ candidate: { flow_state: 'Step Two!' } }))).toBe(
      'candidate.flow_state',
    );
  });

  it('refuses an empty change with a clear message', () => {
    const result = body.safeParse({ candidate: {} });
    expect(firstIssuePath(result)).toBe('candidate');
    expect(result.error?.issues[0]?.message).toBe('Send at least one field to change');
    expect(firstIssuePath(body.safeParse({}))).toBe('candidate');
  });
});

describe('signInWithMagicLinkContract', () => {
  it('signs in from the link’s candidate_id and magic_token, publicly', () => {
    expect(signInWithMagicLinkContract.path).toBe('/api/v1/candidate');
    expect(signInWithMagicLinkContract.access).toBe('public');
    expect(
      signInWithMagicLinkContract.query.parse({ candidate_id: uuid(2), magic_token: 'abc' }),
    ).toEqual({ candidate_id: uuid(2), magic_token: 'abc' });
    expect(
      firstIssuePath(signInWithMagicLinkContract.query.safeParse({ candidate_id: uuid(2) })),
    ).toBe('magic_token');
    const signedIn = structuredClone(candidateUserDocument) as { data: { attributes: object } };
    signedIn.data.attributes = { ...signedIn.data.attributes, authentication_token: 'tok' };
    expect(signInWithMagicLinkContract.responses[200].parse(signedIn)).toEqual(signedIn);
    expect(
      firstIssuePath(signInWithMagicLinkContract.responses[200].safeParse(candidateUserDocument)),
    ).toBe('data.attributes.authentication_token');
  });
});

describe('candidate-only reads', () => {
  it('are for onboarded candidates', () => {
    expect([
      getCandidateDashboardContract.access,
      listInteractedSocietiesContract.access,
      listAiSearchesContract.access,
    ]).toEqual([
      'candidate.dashboard.read',
      'candidate.interacted_societies.list',
      'candidate.ai_searches.list',
    ]);
  });

  it('answers the dashboard', () => {
    const document = {
      data: {
        type: 'candidate_dashboard',
        attributes: {
          unvisited_matches_count: 4,
          new_matches: [],
          upcoming_deadlines: [touchpointResource(uuid(10))],
          registered_events: [],
          followed_news: [],
          followed_posts: [
            {
              id: uuid(71),
              created_at: '2026-11-20T10:00:00Z',
              kind: 'TextPost',
              excerpt: 'Hackathon sign-ups are open',
              student_society: {
                id: uuid(20),
                name: 'UCL Tech Society',
                icon_url: null,
                is_verified: true,
                is_provider_verified: false,
                slug: 'ucl-tech-society',
                university: null,
              },
            },
          ],
          applications_counts: { saved: 1, started: 0, applied: 2 },
          following_count: 3,
        },
      },
    };
    expect(getCandidateDashboardContract.responses[200].parse(document)).toEqual(document);
  });

  it('answers interacted societies with last_post and not_viewed_count', () => {
    const society = {
      id: uuid(20),
      name: 'UCL Tech Society',
      icon_url: null,
      is_verified: true,
      is_provider_verified: false,
      slug: 'ucl-tech-society',
      university: null,
      last_post: { id: uuid(70), created_at: '2026-11-20T10:00:00Z' },
      not_viewed_count: 3,
    };
    const document = {
      data: [{ id: uuid(20), type: 'student_society', attributes: society }],
      meta: { total_count: 1 },
    };
    const schema = listInteractedSocietiesContract.responses[200];
    expect(schema.parse(document)).toEqual(document);
    const noCount = structuredClone(document) as {
      data: { attributes: { not_viewed_count?: number } }[];
    };
    delete noCount.data[0]!.attributes.not_viewed_count;
    expect(firstIssuePath(schema.safeParse(noCount))).toBe('data.0.attributes.not_viewed_count');
  });

  it('answers past AI searches with their parsed filters', () => {
    const document = {
      data: [
        {
          id: uuid(80),
          type: 'ai_search',
          attributes: {
            id: uuid(80),
            query: 'paid summer internships in marketing in Manchester, over 25k',
            name: null,
            filters: { type: 'internships', cities: ['Manchester'], salary: 25000, remote: false },
            results_count: 12,
            created_at: '2026-11-21T09:30:00Z',
          },
        },
      ],
      meta: { total_count: 1 },
    };
    expect(listAiSearchesContract.responses[200].parse(document)).toEqual(document);
  });
});
