import { describe, expect, it } from 'vitest';
import {
  COMPANIES_PER_PAGE,
  getCompanyContract,
  listCompaniesContract,
} from './companies.contract';
import {
  createFollowContract,
  deleteFollowContract,
  listFollowsContract,
} from './follows.contract';
import { getShortLinkContract, shortLinkPath, shortLinkTargetPath } from './short-links.contract';
import { getStudentSocietyContract } from './student-societies.contract';
import { firstIssuePath, uuid } from './test-samples';

describe('company contracts', () => {
  it('pages the directory 24 at a time and reads its filters', () => {
    expect(COMPANIES_PER_PAGE).toBe(24);
    expect(listCompaniesContract.query.parse({})).toEqual({ page: 1, per_page: 24 });
    expect(
      listCompaniesContract.query.parse({
        q: ' acme ',
        industry_ids: uuid(1),
        city_ids: [uuid(2), uuid(3)],
        verified: 'true',
      }),
    ).toEqual({
      q: 'acme',
      industry_ids: [uuid(1)],
      city_ids: [uuid(2), uuid(3)],
      verified: true,
      page: 1,
      per_page: 24,
    });
    expect(firstIssuePath(listCompaniesContract.query.safeParse({ city_ids: ['x'] }))).toBe(
      'city_ids.0',
    );
  });

  it('finds a company by id or slug, never by anything else', () => {
    const { params } = getCompanyContract;
    expect(params.parse({ id: uuid(1) })).toEqual({ id: uuid(1) });
    expect(params.parse({ id: 'northwind-analytics' })).toEqual({ id: 'northwind-analytics' });
    expect(params.safeParse({ id: 'no spaces' }).success).toBe(false);
    expect(getStudentSocietyContract.params.safeParse({ id: 'ucl_tech-2' }).success).toBe(true);
  });
});

describe('follow contracts', () => {
  it('follows a company or a society by id', () => {
    const body = { follow: { followable_type: 'Company', followable_id: uuid(1) } };
    expect(createFollowContract.body.parse(body)).toEqual(body);
    expect(
      firstIssuePath(
        createFollowContract.body.safeParse({
          follow: { followable_type: 'University', followable_id: uuid(1) },
        }),
      ),
    ).toBe('follow.followable_type');
    expect(
      deleteFollowContract.params.parse({
        followable_type: 'StudentSociety',
        followable_id: uuid(2),
      }),
    ).toEqual({ followable_type: 'StudentSociety', followable_id: uuid(2) });
    expect(listFollowsContract.query.parse({ followable_ids: uuid(3) })).toEqual({
      followable_ids: [uuid(3)],
    });
    expect(createFollowContract.access).toBe('follows.create');
  });
});

describe('short links', () => {
  it('follow the spec’s rule: letters, digits, underscore, hyphen', () => {
    const { params } = getShortLinkContract;
    expect(params.parse({ slug: 'Acme_Jobs-2026' })).toEqual({ slug: 'Acme_Jobs-2026' });
    for (const slug of ['a b', 'a.b', 'a/b', 'ümlaut', '']) {
      expect(params.safeParse({ slug }).success).toBe(false);
    }
  });

  it('lead to the page of their target', () => {
    const target = { id: uuid(9), slug: 'acme' };
    expect(shortLinkTargetPath('Company', target)).toBe('/companies/acme');
    expect(shortLinkTargetPath('StudentSociety', target)).toBe('/societies/acme');
    expect(shortLinkTargetPath('Job', target)).toBe(`/jobs/${uuid(9)}`);
    expect(shortLinkTargetPath('Internship', target)).toBe(`/internships/${uuid(9)}`);
    expect(shortLinkTargetPath('Event', target)).toBe(`/events/${uuid(9)}`);
    expect(shortLinkPath('acme')).toBe('/s/acme');
  });
});
