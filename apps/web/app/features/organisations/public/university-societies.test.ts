import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadUniversitySocietiesPage } from './university-societies.server';

afterEach(() => vi.restoreAllMocks());

const UNIVERSITY_ID = '22222222-2222-4222-8222-222222222222';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe("a university's societies page", () => {
  test('lists the societies the universities list counts: its verified ones', async () => {
    const asked: URL[] = [];
    const apiFetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://gradway.test');
      asked.push(url);
      if (url.pathname.startsWith('/api/v1/universities/'))
        return json({
          data: {
            id: UNIVERSITY_ID,
            type: 'university',
            attributes: {
              id: UNIVERSITY_ID,
              name: 'University of Bristol',
              slug: 'university-of-bristol',
              icon_url: null,
              city: null,
              country: null,
              student_societies_count: 1,
            },
          },
        });
      return json({
        data: [],
        meta: { page: 1, per_page: 50, total_count: 0, total_pages: 0 },
      });
    });
    await loadUniversitySocietiesPage(
      new Request('http://gradway.test/universities/university-of-bristol/societies'),
      'university-of-bristol',
      { apiFetch } as never,
    );
    const list = asked.find((url) => url.pathname === '/api/v1/student_societies');
    expect(list?.searchParams.getAll('university_ids[]')).toEqual([UNIVERSITY_ID]);
    expect(list?.searchParams.get('verified')).toBe('true');
  });
});
