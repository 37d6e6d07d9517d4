import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json, SOCIETY_ID, sampleSociety } from '../../../lib/testing/organisation-test-data';
import StudentSocietiesRoute, {
  clientLoader as listLoader,
} from '../../../routes/organiser/student-societies';
import StudentSocietyDetailRoute, {
  clientLoader as detailLoader,
} from '../../../routes/organiser/student-society-detail';

afterEach(() => vi.restoreAllMocks());

const UNIVERSITY_ID = '66666666-6666-4666-8666-666666666666';

const browserApi = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    if (path.startsWith('/api/v1/universities?')) {
      return json({
        data: [
          {
            id: UNIVERSITY_ID,
            type: 'university',
            attributes: {
              id: UNIVERSITY_ID,
              name: 'University of Manchester',
              slug: 'manchester',
              icon_url: null,
              city: null,
              country: null,
              student_societies_count: 1,
            },
          },
        ],
        meta: { page: 1, per_page: 50, total_count: 1, total_pages: 1 },
      });
    }
    if (path.startsWith('/api/v1/student_societies?')) {
      const { id, name, slug, icon_url, is_verified, is_provider_verified, university } =
        sampleSociety();
      return json({
        data: [
          {
            id,
            type: 'student_society',
            attributes: { id, name, slug, icon_url, is_verified, is_provider_verified, university },
          },
        ],
        meta: { page: 1, per_page: 50, total_count: 1, total_pages: 1 },
      });
    }
    if (path === '/api/v1/student_societies/careers-society') {
      return json({
        data: { id: SOCIETY_ID, type: 'student_society', attributes: sampleSociety() },
      });
    }
    if (path.startsWith('/api/v1/touchpoints?')) {
      return json({ data: [], meta: { page: 1, per_page: 100, total_count: 0, total_pages: 0 } });
    }
    return json({ error: 'Not found' }, 404);
  });

const renderAt = (path: string) => {
  localStorage.setItem('gradway.session', JSON.stringify({ email: 'r@acme.com', token: 't' }));
  const Stub = createRoutesStub([
    {
      path: '/student-societies',
      Component: StudentSocietiesRoute as never,
      loader: listLoader as never,
    },
    {
      path: '/student-societies/:slug/detail',
      Component: StudentSocietyDetailRoute as never,
      loader: detailLoader as never,
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
};

describe('the company side’s societies', () => {
  test('are searched by name, university and verified, and open on their own pages', async () => {
    const fetch = browserApi();
    renderAt('/student-societies?name=careers&university=manch&verified=true');
    const link = await screen.findByRole('link', { name: 'Careers Society' });
    expect(link.getAttribute('href')).toBe('/student-societies/careers-society');
    const list = fetch.mock.calls
      .map(([input]) => String(input))
      .find((path) => path.startsWith('/api/v1/student_societies?'));
    const query = new URLSearchParams(list?.split('?')[1]);
    expect(query.get('name')).toBe('careers');
    expect(query.getAll('university_ids[]')).toEqual([UNIVERSITY_ID]);
    expect(query.get('verified')).toBe('true');
    expect((screen.getByLabelText('Verified societies only') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  test('show a society’s facts, audience and a way to partner', async () => {
    browserApi();
    renderAt('/student-societies/careers-society/detail');
    expect(await screen.findByRole('heading', { name: 'Careers Society', level: 1 })).toBeTruthy();
    expect(screen.getByText('Events held').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText(/University of Manchester · 90 members/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Message the society/ }).getAttribute('href')).toBe(
      '/messages',
    );
    expect(screen.getByRole('heading', { name: 'Past events' })).toBeTruthy();
  });
});
