import { describe, expect, test } from 'vitest';
import { listQueryOf, moveListAddress, readListAddress } from './list-address';

const search = (query: string) => new URLSearchParams(query);

describe('the list’s address', () => {
  test('reads tab, page and view, falling back to the first page of All', () => {
    expect(readListAddress(search('tab=live&page=2&view=events'), 'company')).toEqual({
      tab: 'live',
      page: 2,
      view: 'events',
    });
    expect(readListAddress(search('tab=invited&page=-3&view=x'), 'company')).toEqual({
      tab: 'all',
      page: 1,
      view: 'opportunities',
    });
    expect(readListAddress(search('tab=invited'), 'society').tab).toBe('invited');
    // A recruiter's events list has the Invited tab too (answering co-host invitations).
    const companyEvents = readListAddress(search('tab=invited&view=events'), 'company');
    expect(companyEvents.tab).toBe('invited');
    expect(listQueryOf('company', companyEvents, ['Event']).state).toEqual(['Invitation pending']);
  });

  test('a new tab starts at page 1; defaults stay out of the address; other parameters stay', () => {
    const current = readListAddress(search('tab=live&page=3&days=7'), 'society');
    expect(
      moveListAddress(search('tab=live&page=3&days=7'), current, { tab: 'ended' }).toString(),
    ).toBe('tab=ended&days=7');
    expect(moveListAddress(search('tab=live&page=3'), current, { page: 4 }).toString()).toBe(
      'tab=live&page=4',
    );
    expect(moveListAddress(search('tab=live'), current, { tab: 'all', page: 1 }).toString()).toBe(
      '',
    );
  });
});

describe('tabs → the list call (spec §4, §7)', () => {
  const query = (kind: 'company' | 'society', tab: string, page = 1) =>
    listQueryOf(kind, { tab, page, view: 'events' }, ['Event']);

  test('recruiter tabs ask for their states, 10 per page, newest start date first', () => {
    expect(query('company', 'live', 2)).toEqual({
      page: 2,
      per_page: 10,
      state: ['published'],
      applications: true,
      with_details: false,
      sort_by: 'start_date desc',
      touchpointable_types: ['Event'],
    });
    expect(query('company', 'in_review').state).toEqual(['ready_for_approval']);
    expect(query('company', 'drafts').state).toEqual(['draft', 'rejected']);
    expect(query('company', 'ended').state).toEqual(['expired']);
    expect(query('company', 'all')).not.toHaveProperty('state');
  });

  test('society tabs include the invitations', () => {
    expect(query('society', 'invited').state).toEqual(['Invitation pending']);
    expect(query('society', 'live').state).toEqual(['published']);
  });

  test('the hiring view of jobs and internships asks for both types, newest posted first', () => {
    const hiring = listQueryOf('company', { tab: 'all', page: 1, view: 'opportunities' }, [
      'Job',
      'Internship',
    ]);
    expect(hiring.touchpointable_types).toEqual(['Job', 'Internship']);
    // Jobs have no start date: ordered by it, a job just submitted fell behind older ones.
    expect(hiring.sort_by).toBe('created_at desc');
  });
});
