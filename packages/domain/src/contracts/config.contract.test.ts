import { describe, expect, it } from 'vitest';
import { getConfigContract } from './config.contract';
import { firstIssuePath } from './test-samples';

describe('getConfigContract', () => {
  const schema = getConfigContract.responses[200];

  it('is public at GET /api/v1/config', () => {
    expect([getConfigContract.method, getConfigContract.path, getConfigContract.access]).toEqual([
      'GET',
      '/api/v1/config',
      'public',
    ]);
  });

  it('answers the headline counts', () => {
    const document = {
      data: {
        type: 'config',
        attributes: { jobs_count: 114_250, opportunity_count: 128_010, company_count: 7_002 },
      },
    };
    expect(schema.parse(document)).toEqual(document);
  });

  it('rejects a missing or negative count at its path', () => {
    const missing = schema.safeParse({
      data: { type: 'config', attributes: { jobs_count: 1, opportunity_count: 2 } },
    });
    expect(firstIssuePath(missing)).toBe('data.attributes.company_count');
    const negative = schema.safeParse({
      data: {
        type: 'config',
        attributes: { jobs_count: -1, opportunity_count: 2, company_count: 3 },
      },
    });
    expect(firstIssuePath(negative)).toBe('data.attributes.jobs_count');
  });
});
