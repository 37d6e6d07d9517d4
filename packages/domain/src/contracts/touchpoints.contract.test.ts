import { describe, expect, it } from 'vitest';
import { firstIssuePath, pagingMeta, touchpointResource, uuid } from './test-samples';
import { TOUCHPOINTS_PER_PAGE, TouchpointListDocumentSchema } from './touchpoint-document';
import {
  incrementTouchpointViewCountContract,
  listTouchpointsContract,
} from './touchpoints.contract';

describe('listTouchpointsContract', () => {
  const { query } = listTouchpointsContract;

  it('is public and pages 10 at a time, newest first by default', () => {
    expect(listTouchpointsContract.access).toBe('public');
    expect(TOUCHPOINTS_PER_PAGE).toBe(10);
    expect(query.parse({})).toEqual({
      with_details: false,
      include_past: false,
      sort_by: 'created_at',
      sort_order: 'desc',
      page: 1,
      per_page: 10,
    });
  });

  it('reads one society’s events as a third-party client asks for them', () => {
    expect(
      query.parse({
        touchpointable_type: 'Event',
        creatable_for_ids: uuid(20),
        with_details: 'true',
        sort_by: 'created_at',
        sort_order: 'desc',
        page: '1',
        per_page: '10',
      }),
    ).toEqual({
      touchpointable_type: 'Event',
      creatable_for_ids: [uuid(20)],
      with_details: true,
      include_past: false,
      sort_by: 'created_at',
      sort_order: 'desc',
      page: 1,
      per_page: 10,
    });
    expect(firstIssuePath(query.safeParse({ touchpointable_type: 'Party' }))).toBe(
      'touchpointable_type',
    );
    expect(firstIssuePath(query.safeParse({ sort_order: 'sideways' }))).toBe('sort_order');
  });

  it('answers touchpoints with every spec field, place as an embedded document', () => {
    const document = { data: [touchpointResource(uuid(10))], meta: pagingMeta };
    const parsed = listTouchpointsContract.responses[200].parse(document);
    expect(parsed).toEqual(document);
    expect(parsed.data[0]?.attributes.place?.data.attributes.name).toBe('Bush House');
    expect(parsed.data[0]?.attributes.meta_description).toBe('An evening of talks and networking.');
  });

  it('rejects a touchpoint in an unknown state, or with a non-UUID id', () => {
    const badState = structuredClone({ data: [touchpointResource(uuid(10))], meta: pagingMeta });
    (badState.data[0]!.attributes as { state: string }).state = 'archived';
    expect(firstIssuePath(TouchpointListDocumentSchema.safeParse(badState))).toBe(
      'data.0.attributes.state',
    );
    const badId = { data: [touchpointResource('42')], meta: pagingMeta };
    expect(firstIssuePath(TouchpointListDocumentSchema.safeParse(badId))).toBe('data.0.id');
  });

  it('drops fields the contract does not name', () => {
    const leaky = touchpointResource(uuid(10));
    const withSecret = { ...leaky, attributes: { ...leaky.attributes, internal_notes: 'x' } };
    const parsed = TouchpointListDocumentSchema.parse({ data: [withSecret], meta: pagingMeta });
    expect(parsed.data[0]?.attributes).not.toHaveProperty('internal_notes');
  });
});

describe('incrementTouchpointViewCountContract', () => {
  it('counts a view with an empty body, for everyone who uses the app', () => {
    expect(incrementTouchpointViewCountContract.method).toBe('PATCH');
    expect(incrementTouchpointViewCountContract.path).toBe(
      '/api/v1/touchpoints/:id/increment_view_count',
    );
    expect(incrementTouchpointViewCountContract.access).toBe('touchpoints.view.count');
    expect(incrementTouchpointViewCountContract).not.toHaveProperty('body');
    expect(firstIssuePath(incrementTouchpointViewCountContract.params.safeParse({ id: '7' }))).toBe(
      'id',
    );
    const answer = {
      data: { id: uuid(10), type: 'touchpoint', attributes: { id: uuid(10), views_count: 121 } },
    };
    expect(incrementTouchpointViewCountContract.responses[200].parse(answer)).toEqual(answer);
  });
});
