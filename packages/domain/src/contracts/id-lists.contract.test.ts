import { describe, expect, it } from 'vitest';
import { createIdListContract, getIdListContract, ID_LIST_MAX_IDS } from './id-lists.contract';
import { firstIssuePath, uuid } from './test-samples';

describe('createIdListContract', () => {
  const { body } = createIdListContract;

  it('saves a selection of ids and answers data.id with 201', () => {
    expect([createIdListContract.method, createIdListContract.path]).toEqual([
      'POST',
      '/api/v1/id_lists',
    ]);
    expect(body.parse({ ids: [uuid(10), uuid(11)] })).toEqual({ ids: [uuid(10), uuid(11)] });
    const answer = {
      data: {
        id: uuid(90),
        type: 'id_list',
        attributes: { id: uuid(90), ids: [uuid(10), uuid(11)] },
      },
    };
    expect(createIdListContract.responses[201].parse(answer).data.id).toBe(uuid(90));
    expect(getIdListContract.responses[200].parse(answer)).toEqual(answer);
  });

  it('rejects an empty, repeated, too long or malformed selection', () => {
    expect(firstIssuePath(body.safeParse({ ids: [] }))).toBe('ids');
    const repeated = body.safeParse({ ids: [uuid(10), uuid(10)] });
    expect(repeated.error?.issues[0]?.message).toBe('Each id once');
    const tooMany = Array.from({ length: ID_LIST_MAX_IDS + 1 }, (_, n) => uuid(n));
    expect(firstIssuePath(body.safeParse({ ids: tooMany }))).toBe('ids');
    expect(firstIssuePath(body.safeParse({ ids: [uuid(1), 'job-7'] }))).toBe('ids.1');
  });
});
