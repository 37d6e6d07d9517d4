import type { CandidateProfile } from '@gradway/domain/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  DEGREE,
  profileFixture,
  referenceFixture,
  SUBJECT,
  UNIVERSITY,
} from '../../../lib/testing/onboarding-test-data';
import { AiOnboardingPage } from './ai-onboarding-page';

afterEach(() => vi.restoreAllMocks());

const renderPage = (profile: CandidateProfile) => {
  const Stub = createRoutesStub([
    {
      path: '/candidate/ai/onboarding',
      Component: () => <AiOnboardingPage profile={profile} reference={referenceFixture} />,
    },
  ]);
  return render(<Stub initialEntries={['/candidate/ai/onboarding']} />);
};

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const parsedProfile = {
  data: {
    type: 'ai_onboarding_profile',
    attributes: {
      provider: 'built_in',
      first_name: 'Sam',
      last_name: 'Lee',
      education_type: 'undergraduate',
      university: UNIVERSITY,
      degree: DEGREE,
      subject: SUBJECT,
      study_year: 3,
      graduation_year: new Date().getFullYear() + 1,
      industries: [],
      areas_of_responsibility: [],
      cities: [],
      work_modes: ['hybrid'],
      opportunity_types: ['internship'],
      experience_level: null,
      minimum_salary: null,
    },
  },
};

const userDocument = {
  data: {
    id: '7c5a4f8d-0bc9-4d8f-8e4b-3a9c2d1e0f98',
    type: 'user',
    attributes: {
      id: '7c5a4f8d-0bc9-4d8f-8e4b-3a9c2d1e0f98',
      first_name: '',
      last_name: '',
      name: '',
      email: 'sam@example.com',
      email_verified: true,
      created_at: '2026-01-01T00:00:00.000Z',
      userable_type: 'Candidate',
      userable_id: '6b4f3e7c-9ab8-4c7e-9d3a-2f8b1c0d9e87',
      is_approved: true,
      type: null,
      avatar_url: null,
      flow_state: 'ai_confirm',
      onboarding_completed: false,
    },
  },
};

describe('AI onboarding', () => {
  test('asks for a longer description before reading it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderPage(profileFixture());
    fireEvent.change(await screen.findByLabelText('Describe yourself'), {
      target: { value: 'Hi' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Build my profile' }));
    await waitFor(() =>
      expect(
        screen.getByText('Tell us a little more about yourself (at least 20 characters).'),
      ).toBeTruthy(),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  test('shows what the parser found as fields to confirm', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(parsedProfile))
      .mockResolvedValueOnce(answer(userDocument));
    renderPage(profileFixture());
    fireEvent.change(await screen.findByLabelText('Describe yourself'), {
      target: { value: 'I am Sam Lee, BSc Economics at the University of Leeds' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Build my profile' }));
    expect(await screen.findByRole('heading', { name: 'Check what we found' })).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Sam');
    expect(screen.getByText('University of Leeds')).toBeTruthy();
    expect((screen.getByLabelText('Internships') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Hybrid') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/We found \d+ details/)).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/candidate/ai_onboarding');
  });

  test('a temporary candidate confirms and then gives an email', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      answer({
        data: {
          ...userDocument.data,
          attributes: { ...userDocument.data.attributes, email: '', flow_state: 'ai_email' },
        },
      }),
    );
    const profile = profileFixture({
      email: '',
      flow_state: 'ai_confirm',
      first_name: 'Sam',
      last_name: 'Lee',
      education: {
        education_type: 'undergraduate',
        university: { ...UNIVERSITY, slug: 'leeds' },
        degree: null,
        subject: null,
        study_year: null,
        graduation_year: new Date().getFullYear() + 1,
      },
      preferences: { ...profileFixture().preferences, opportunity_types: ['job'] },
    });
    renderPage(profile);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Where should we send your matches?' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the code' })).toBeTruthy();
  });
});
