import { describe, expect, it } from 'vitest';
import { getHtml, getJson, type ListDocument } from '../support/api';

/** Every route of the specification (section 2), with {placeholders} for their parameters. */
const SPEC_ROUTES = [
  // Recruiter
  '/company/signin',
  '/company/signup',
  '/company/signup/success',
  '/company/forgot-password',
  '/company/reset-password',
  '/company/edit',
  '/recruiter/dashboard',
  '/recruiter/onboarding',
  '/recruiter/partnerships',
  '/recruiter/partnerships/{id}/discussions',
  '/talent-sourcing',
  '/hiring',
  '/hiring/create',
  '/hiring/{id}/edit',
  // Society manager
  '/society/signin',
  '/society/signup',
  '/society/signup/success',
  '/society/forgot-password',
  '/society/reset-password',
  '/society-profile',
  '/society-profile/edit',
  '/society-profile/onboarding',
  '/committee',
  '/community',
  '/sponsorships',
  '/discussions',
  '/newsletters',
  '/newsletters/preview',
  '/newsletters/create',
  '/newsletters/{id}/edit',
  '/qr-code',
  '/dashboard',
  // Shared or company side
  '/',
  '/logout',
  '/email-verification',
  '/messages',
  '/campaigns',
  '/campaigns/create',
  '/campaigns/{id}',
  '/campaigns/{id}/edit',
  '/applicants',
  '/attendees',
  '/waitlist',
  '/jobs/create',
  '/jobs/{id}/edit',
  '/internships/create',
  '/internships/{id}/edit',
  '/events/create',
  '/events/{id}/edit',
  '/student-societies',
  '/student-societies/{societySlug}',
  '/student-societies/{societySlug}/detail',
  '/career-opportunity',
  // Public
  '/companies',
  '/companies/{companySlug}',
  '/jobs/{jobId}',
  '/internships/{internshipId}',
  '/events/{eventId}',
  '/societies',
  '/societies/{societySlug}',
  '/universities',
  '/universities/{universitySlug}/societies',
  // Candidate
  '/signin',
  '/signin/ai',
  '/candidate/dashboard',
  '/candidate/matches',
  '/candidate/matches/{slug}',
  '/candidate/matches/success',
  '/candidate/matches/generating',
  '/candidate/matches/seen-all',
  '/candidate/manager',
  '/candidate/funnel-matches',
  '/candidate/get-personalised-matches',
  '/candidate/profile',
  '/candidate/settings',
  '/candidate/notifications',
  '/candidate/onboarding',
  '/candidate/ai/onboarding',
  '/candidate/build-cover-letter',
  '/candidate/applications',
  '/candidate/messages',
  // Search
  '/search/results?type=jobs',
  '/search/results?type=internships',
  '/search/results?type=events',
  '/search/results?type=companies',
  '/search/results?type=communities',
  '/ai/search',
  '/ai/search/{id}/results',
];

type Named = ListDocument<{ slug?: string; title?: string; name?: string }>;

describe('every route of the specification', () => {
  it('answers inside the layout, none with a 404 or a server error', async () => {
    const first = async (path: string) => (await getJson<Named>(path)).data[0];
    const [job, internship, event, society, university] = await Promise.all([
      first('/api/v1/touchpoints?touchpointable_type=Job&per_page=1'),
      first('/api/v1/touchpoints?touchpointable_type=Internship&per_page=1'),
      first('/api/v1/touchpoints?touchpointable_type=Event&per_page=1'),
      first('/api/v1/student_societies?per_page=1'),
      first('/api/v1/universities?per_page=1'),
    ]);
    const companySlug = (job?.attributes as { creatable_for?: { slug?: string } } | undefined)
      ?.creatable_for?.slug;
    const values: Record<string, string | undefined> = {
      id: '2f1c3e5a-8d7b-4c6e-9a0b-1d2e3f4a5b6c',
      slug: 'graduate-software-engineer',
      jobId: job?.id,
      internshipId: internship?.id,
      eventId: event?.id,
      societySlug: society?.attributes.slug,
      universitySlug: university?.attributes.slug,
      companySlug: companySlug ?? 'gradway',
    };

    const failures: string[] = [];
    for (const pattern of SPEC_ROUTES) {
      const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? name);
      const { status, html } = await getHtml(path);
      if (status >= 400 || !html.includes('Gradway')) failures.push(`${path} → ${status}`);
    }
    expect(failures).toEqual([]);
  });
});
