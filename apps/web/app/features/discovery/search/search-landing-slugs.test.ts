import { RESERVED_SEARCH_PAGE_SLUGS, SearchPageSlugSchema } from '@gradway/domain/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../../lib/routing/route-table';

describe('search landing page addresses', () => {
  it('never take the first segment of an app screen', () => {
    const segments = new Set(
      ROUTE_TABLE.map((entry) => entry.path.split('/')[1] ?? '').filter(
        (segment) => segment !== '' && !segment.startsWith(':'),
      ),
    );
    for (const segment of segments) {
      expect(RESERVED_SEARCH_PAGE_SLUGS, segment).toContain(segment);
      expect(SearchPageSlugSchema.safeParse(segment).success, segment).toBe(false);
    }
    expect(SearchPageSlugSchema.safeParse('graduate-jobs-london').success).toBe(true);
    expect(SearchPageSlugSchema.safeParse('Graduate Jobs').success).toBe(false);
    expect(SearchPageSlugSchema.safeParse('double--hyphen').success).toBe(false);
  });
});
