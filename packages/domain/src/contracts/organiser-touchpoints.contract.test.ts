import { describe, expect, it } from 'vitest';
import { eventDeleteEndpointFor, touchpointListEndpointFor } from '../permissions';
import {
  deleteCompanyTouchpointContract,
  deleteSocietyTouchpointContract,
  listCompanyTouchpointIdsContract,
  listCompanyTouchpointsContract,
  listSocietyTouchpointsContract,
  updateCompanyTouchpointContract,
} from './organiser-touchpoints.contract';
import { parseQueryString } from './query';
import { firstIssuePath, pagingMeta, touchpointResource, uuid } from './test-samples';

describe('company and society touchpoint lists', () => {
  const { query } = listCompanyTouchpointsContract;

  it('go to the endpoint of each role, as the permission module says', () => {
    expect(listCompanyTouchpointsContract.path).toBe(
      touchpointListEndpointFor('approved_recruiter'),
    );
    expect(listSocietyTouchpointsContract.path).toBe(touchpointListEndpointFor('approved_manager'));
    expect(deleteCompanyTouchpointContract.path).toBe(eventDeleteEndpointFor('approved_recruiter'));
    expect(deleteSocietyTouchpointContract.path).toBe(eventDeleteEndpointFor('unapproved_manager'));
    expect(listSocietyTouchpointsContract.query).toBe(query);
  });

  it('default to page 1, 10 per page, soonest start date last', () => {
    expect(query.parse({})).toEqual({
      page: 1,
      per_page: 10,
      applications: false,
      with_details: false,
      sort_by: { field: 'start_date', order: 'desc' },
    });
  });

  it('read the recruiter list’s query string as the app sends it', () => {
    const raw =
      'page=2&per_page=10&state[]=published&state[]=draft&applications=true&with_details=true' +
      '&sort_by=start_date+desc&touchpointable_types[]=Event';
    expect(query.parse(parseQueryString(raw))).toEqual({
      page: 2,
      per_page: 10,
      state: ['published', 'draft'],
      applications: true,
      with_details: true,
      sort_by: { field: 'start_date', order: 'desc' },
      touchpointable_types: ['Event'],
    });
    const published = parseQueryString(
      'touchpointable_types=Job&touchpointable_types=Internship&touchpointable_types=Event&state=published&per_page=100',
    );
    expect(query.parse(published)).toMatchObject({
      touchpointable_types: ['Job', 'Internship', 'Event'],
      state: ['published'],
      per_page: 100,
    });
  });

  it('accept the spec’s spaced state values and reject unknown ones at their index', () => {
    expect(query.parse({ state: ['Invitation pending', 'Sold Out'] }).state).toEqual([
      'Invitation pending',
      'Sold Out',
    ]);
    expect(firstIssuePath(query.safeParse({ state: ['published', 'archived'] }))).toBe('state.1');
    expect(firstIssuePath(query.safeParse({ sort_by: 'salary desc' }))).toBe('sort_by');
    expect(query.parse({ sort_by: 'title' }).sort_by).toEqual({ field: 'title', order: 'asc' });
  });

  it('answer paged touchpoint documents', () => {
    const document = { data: [touchpointResource(uuid(10))], meta: pagingMeta };
    expect(listCompanyTouchpointsContract.responses[200].parse(document)).toEqual(document);
  });
});

describe('deleting', () => {
  it('answers the deleted touchpoint’s identifier', () => {
    const answer = { data: { id: uuid(10), type: 'touchpoint' } };
    expect(deleteSocietyTouchpointContract.responses[200].parse(answer)).toEqual(answer);
    expect([
      deleteCompanyTouchpointContract.access,
      deleteSocietyTouchpointContract.access,
    ]).toEqual(['touchpoints.company.delete', 'touchpoints.society.delete']);
  });
});

describe('updateCompanyTouchpointContract', () => {
  const { body } = updateCompanyTouchpointContract;

  it('takes either {id, featured} or {touchpoint: {apply_url: null}}', () => {
    expect(body.parse({ id: uuid(10), featured: true })).toEqual({ id: uuid(10), featured: true });
    expect(body.parse({ touchpoint: { apply_url: null } })).toEqual({
      touchpoint: { apply_url: null },
    });
    expect(body.parse({ touchpoint: { apply_url: 'https://acme.example/apply' } })).toEqual({
      touchpoint: { apply_url: 'https://acme.example/apply' },
    });
  });

  it('rejects other bodies', () => {
    expect(body.safeParse({ id: uuid(10), featured: 'yes' }).success).toBe(false);
    expect(body.safeParse({ touchpoint: { apply_url: 'javascript:alert(1)' } }).success).toBe(
      false,
    );
    expect(body.safeParse({}).success).toBe(false);
  });

  it('answers the updated touchpoint', () => {
    const document = { data: touchpointResource(uuid(10)) };
    expect(updateCompanyTouchpointContract.responses[200].parse(document)).toEqual(document);
  });
});

describe('listCompanyTouchpointIdsContract', () => {
  it('answers the ids of featured touchpoints, publicly', () => {
    expect(listCompanyTouchpointIdsContract.path).toBe('/api/v1/companies/:id/touchpoints');
    expect(listCompanyTouchpointIdsContract.access).toBe('public');
    expect(listCompanyTouchpointIdsContract.query.parse({ featured: 'true' })).toEqual({
      featured: true,
    });
    const answer = {
      data: [
        { id: uuid(10), type: 'touchpoint' },
        { id: uuid(11), type: 'touchpoint' },
      ],
      meta: { total_count: 2 },
    };
    expect(listCompanyTouchpointIdsContract.responses[200].parse(answer)).toEqual(answer);
    expect(
      firstIssuePath(
        listCompanyTouchpointIdsContract.responses[200].safeParse({ ...answer, data: ['x'] }),
      ),
    ).toBe('data.0');
  });
});
