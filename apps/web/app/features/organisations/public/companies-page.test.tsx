import { render, screen } from '@testing-library/react';
import { type AppLoadContext, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { COMPANY_ID, json, sampleCompany } from '../../../lib/testing/organisation-test-data';
import CompaniesRoute, { loader } from '../../../routes/public/companies';
import { companiesPath } from './company-filters';

afterEach(() => vi.restoreAllMocks());

const INDUSTRY_ID = '12121212-1212-4212-8212-121212121212';
const LONDON_ID = '13131313-1313-4313-8313-131313131313';

const serverApi = (total = 30) =>
  vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    if (path.startsWith('/api/v1/tags?')) {
      return json({
        data: [
          {
            id: INDUSTRY_ID,
            type: 'tag',
            attributes: { id: INDUSTRY_ID, name: 'Technology', type: 'Industry' },
          },
        ],
        meta: { total_count: 1 },
      });
    }
    if (path.startsWith('/api/v1/cities?')) {
      return json({
        data: [
          {
            id: LONDON_ID,
            type: 'city',
            attributes: {
              id: LONDON_ID,
              name: 'London',
              country: 'United Kingdom',
              country_id: LONDON_ID,
              time_zone: 'Europe/London',
              hidden: false,
            },
          },
        ],
        meta: { total_count: 1 },
      });
    }
    if (path.startsWith('/api/v1/companies?')) {
      const {
        description,
        cover_url,
        website,
        company_size,
        offices,
        followers_count,
        open_jobs_count,
        open_internships_count,
        upcoming_events_count,
        short_link,
        ...item
      } = sampleCompany();
      return json({
        data: total > 0 ? [{ id: COMPANY_ID, type: 'company', attributes: item }] : [],
        meta: { page: 1, per_page: 24, total_count: total, total_pages: Math.ceil(total / 24) },
      });
    }
    return json({ error: 'Not found' }, 404);
  });

const renderAt = (path: string, apiFetch: typeof fetch) => {
  const context: AppLoadContext = { apiFetch, cspNonce: 'n', requestId: 'r' };
  const Stub = createRoutesStub(
    [{ path: '/companies', Component: CompaniesRoute as never, loader: loader as never }],
    context,
  );
  return render(<Stub initialEntries={[path]} />);
};

describe('the company directory', () => {
  test('searches by name, industry and city, and keeps the filters in the form and the pager', async () => {
    const apiFetch = serverApi();
    renderAt(`/companies?name=acme&industry=${INDUSTRY_ID}&city=Lond`, apiFetch);
    expect(await screen.findByRole('link', { name: 'Acme Analytics' })).toBeTruthy();
    expect(screen.getByText('30 companies')).toBeTruthy();
    expect(screen.getByText('Technology · Manchester')).toBeTruthy();
    expect(screen.getByText('2 open opportunities')).toBeTruthy();
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('acme');
    expect((screen.getByLabelText('Industry') as HTMLSelectElement).value).toBe(INDUSTRY_ID);
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Lond');
    const list = apiFetch.mock.calls
      .map(([input]) => String(input))
      .find((path) => path.startsWith('/api/v1/companies?'));
    const query = new URLSearchParams(list?.split('?')[1]);
    expect(query.get('name')).toBe('acme');
    expect(query.getAll('industry_ids[]')).toEqual([INDUSTRY_ID]);
    expect(query.getAll('city_ids[]')).toEqual([LONDON_ID]);
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      `/companies?name=acme&industry=${INDUSTRY_ID}&city=Lond&page=2`,
    );
  });

  test('says so when nothing matches', async () => {
    renderAt('/companies?name=zzz', serverApi(0));
    expect(await screen.findByText('No companies match')).toBeTruthy();
  });

  test('builds addresses without empty filters', () => {
    expect(companiesPath({ name: '', industry: '', city: '' })).toBe('/companies');
    expect(companiesPath({ name: 'a b', industry: '', city: '' }, 3)).toBe(
      '/companies?name=a+b&page=3',
    );
  });
});
