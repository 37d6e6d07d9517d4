import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../lib/testing/organisation-test-data';
import { recruiter } from '../../../lib/testing/organiser.fixtures';
import { ApplicantsPage } from './applicants-page';

const JOB = '99999999-9999-4999-8999-999999999999';
const OTHER = '99999999-9999-4999-8999-999999999998';

const applicant = (name: string, cv: boolean) => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-${name === 'Maya Patel' ? '000000000001' : '000000000002'}`,
  type: 'applicant',
  attributes: {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${name === 'Maya Patel' ? '000000000001' : '000000000002'}`,
    applied_at: '2026-11-20T10:00:00.000Z',
    touchpoint: { id: JOB, title: 'Graduate analyst', touchpointable_type: 'Job' },
    candidate: {
      id: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001',
      name,
      email: 'maya@example.ac.uk',
      avatar_url: null,
      university: 'University of Leeds',
      degree: 'BSc',
      subject: 'Economics',
      graduation_year: 2027,
    },
    cv_url: cv ? '/api/v1/uploads/cv/cccccccc-cccc-4ccc-8ccc-000000000001' : null,
    cover_letter: null,
    answers: [],
  },
});

let urls: string[] = [];
beforeEach(() => {
  urls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    urls.push(path);
    if (path.startsWith('/api/v1/company/applicants')) {
      const empty = path.includes(OTHER);
      return json({
        data: empty ? [] : [applicant('Maya Patel', true), applicant('Leo Grant', false)],
        meta: {
          page: 1,
          per_page: 25,
          total_count: empty ? 0 : 2,
          total_pages: empty ? 0 : 1,
          touchpoints: [
            { id: JOB, title: 'Graduate analyst', applicants_count: 2 },
            { id: OTHER, title: 'Summer intern', applicants_count: 0 },
          ],
        },
      });
    }
    return json({ error: 'Not found' }, 404);
  });
});
afterEach(() => vi.restoreAllMocks());

const Address = () => <output data-testid="address">{useLocation().search}</output>;

describe('the applicants page', () => {
  test('lists applicants with their education and CV; filters by touchpoint in the address', async () => {
    const Stub = createRoutesStub([
      {
        path: '/applicants',
        Component: () => (
          <>
            <ApplicantsPage organiser={recruiter} />
            <Address />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={['/applicants']} />);
    const table = await screen.findByRole('table', { name: 'Applicants' });
    const maya = within(table).getAllByText('Maya Patel')[0]?.closest('tr') as HTMLElement;
    expect(within(maya).getByText('University of Leeds · BSc, Economics')).toBeTruthy();
    expect(within(maya).getByText('2027')).toBeTruthy();
    expect(within(maya).getByRole('button', { name: 'Download CV of Maya Patel' })).toBeTruthy();
    const leo = within(table).getAllByText('Leo Grant')[0]?.closest('tr') as HTMLElement;
    expect(within(leo).getByText('No CV')).toBeTruthy();
    expect(screen.getByText('2 applicants')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Opportunity'), { target: { value: OTHER } });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(`?touchpoint=${OTHER}`),
    );
    await waitFor(() => expect(urls.at(-1)).toContain(`touchpoint_id=${OTHER}`));
    expect(await screen.findByRole('heading', { name: 'No applicants yet' })).toBeTruthy();
  });
});
