import type { CandidateProfile } from '@gradway/domain/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  profileFixture,
  referenceFixture,
  UNIVERSITY,
} from '../../../lib/testing/onboarding-test-data';
import { OnboardingPage } from './onboarding-page';

afterEach(() => vi.restoreAllMocks());

const renderAt = (profile: CandidateProfile) => {
  const Stub = createRoutesStub([
    {
      path: '/candidate/onboarding',
      Component: () => <OnboardingPage profile={profile} reference={referenceFixture} />,
    },
    { path: '/candidate/matches/generating', Component: () => <h1>Finding your matches</h1> },
  ]);
  return render(<Stub initialEntries={['/candidate/onboarding']} />);
};

const userDocument = (attributes: Record<string, unknown>) => ({
  data: {
    id: '7c5a4f8d-0bc9-4d8f-8e4b-3a9c2d1e0f98',
    type: 'user',
    attributes: {
      id: '7c5a4f8d-0bc9-4d8f-8e4b-3a9c2d1e0f98',
      first_name: 'Priya',
      last_name: 'Shah',
      name: 'Priya Shah',
      email: 'priya@example.com',
      email_verified: true,
      created_at: '2026-01-01T00:00:00.000Z',
      userable_type: 'Candidate',
      userable_id: '6b4f3e7c-9ab8-4c7e-9d3a-2f8b1c0d9e87',
      is_approved: true,
      type: null,
      avatar_url: null,
      onboarding_completed: false,
      flow_state: null,
      ...attributes,
    },
  },
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('candidate onboarding', () => {
  test('resumes at the step saved in flow_state', async () => {
    renderAt(profileFixture({ flow_state: 'preference_options' }));
    expect(
      await screen.findByRole('heading', { name: 'Fair-access questions (optional)' }),
    ).toBeTruthy();
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    expect(screen.getByText(/never shown to employers without your consent/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeTruthy();
  });

  test('shows what is missing in the education step and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderAt(profileFixture());
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByText('Enter your first name.')).toBeTruthy());
    expect(screen.getByText('Choose your graduation year.')).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  test('keeps everything entered when the save fails, and moves on when it succeeds', async () => {
    const profile = profileFixture({
      education: {
        education_type: 'undergraduate',
        university: { ...UNIVERSITY, slug: 'leeds' },
        degree: null,
        subject: null,
        study_year: null,
        graduation_year: new Date().getFullYear() + 1,
      },
    });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(503, { error: 'The service is briefly unavailable.' }))
      .mockResolvedValueOnce(answer(200, userDocument({ flow_state: 'looking_for' })));
    renderAt(profile);
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Priya' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Shah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save and continue' })).toBeTruthy(),
    );
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Priya');
    expect(screen.getByRole('heading', { name: 'Your education' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'What you look for' })).toBeTruthy();
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/api/v1/candidate');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      candidate: {
        first_name: 'Priya',
        last_name: 'Shah',
        flow_state: 'looking_for',
        education: { education_type: 'undergraduate', university_id: UNIVERSITY.id },
      },
    });
  });

  test('finishing leads to the first matches', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      answer(200, userDocument({ flow_state: 'completed', onboarding_completed: true })),
    );
    renderAt(profileFixture({ flow_state: 'cv' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish and see my matches' }));
    expect(await screen.findByRole('heading', { name: 'Finding your matches' })).toBeTruthy();
  });
});
