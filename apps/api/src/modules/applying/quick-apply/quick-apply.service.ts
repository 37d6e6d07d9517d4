import type { CandidatePreferenceOptionKey } from '@gradway/domain';
import type {
  AutofillProfileDocument,
  EqualOpportunities,
  QuickApplication,
  QuickApplicationDocument,
  QuickApplicationListDocument,
  RecordQuickApplicationBody,
  UpdateAutofillBody,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { HttpError } from '../../../http/http-error';
import {
  candidateProfileDocument,
  requireCandidate,
} from '../../accounts/candidates/candidate-profile.service';
import { saveApplication } from '../applications/applications.service';
import {
  type AutofillDetailsChange,
  findApplicationId,
  findAutofillDetails,
  findOurTouchpoint,
  insertQuickApplication,
  listExternalQuickApplications,
  preferenceOptionNames,
  saveAutofillDetails,
} from './quick-apply.repository';

/** The candidate's equal-opportunities answers as option names. */
const equalOpportunitiesOf = async (
  db: Db,
  answers: Partial<Record<CandidatePreferenceOptionKey, string[]>>,
): Promise<EqualOpportunities> => {
  const keys = Object.values(answers).flatMap((list) => list ?? []);
  const options = await preferenceOptionNames(db, keys);
  const namesOf = (category: CandidatePreferenceOptionKey) =>
    (answers[category] ?? []).flatMap((key) => {
      const option = options.find((row) => row.category === category && row.key === key);
      return option ? [option.name] : [];
    });
  return {
    genders: namesOf('genders'),
    physical_disabilities: namesOf('physical_disabilities'),
    congnitive_disabilities: namesOf('congnitive_disabilities'),
    socio_economic_statuses: namesOf('socio_economic_statuses'),
  };
};

/**
 * What the extension fills: the candidate profile (names, email, LinkedIn, education, CV), the
 * autofill details, and the equal-opportunities answers only when the candidate shares them.
 */
export const autofillProfileDocument = async (
  db: Db,
  userId: string,
): Promise<AutofillProfileDocument> => {
  const profile = (await candidateProfileDocument(db, userId)).data.attributes;
  const { candidate } = await requireCandidate(db, userId);
  const details = await findAutofillDetails(db, candidate.id);
  const share = details?.shareEqualOpportunities ?? false;
  return {
    data: {
      type: 'autofill_profile',
      attributes: {
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        linkedin_url: profile.linkedin_url,
        phone: details?.phone ?? null,
        address_line: details?.addressLine ?? null,
        city: details?.city ?? null,
        postcode: details?.postcode ?? null,
        country: details?.country ?? null,
        website_url: details?.websiteUrl ?? null,
        github_url: details?.githubUrl ?? null,
        authorised_to_work: details?.authorisedToWork ?? null,
        requires_sponsorship: details?.requiresSponsorship ?? null,
        share_equal_opportunities: share,
        education: profile.education
          ? {
              university: profile.education.university?.name ?? null,
              degree: profile.education.degree?.name ?? null,
              subject: profile.education.subject?.name ?? null,
              graduation_year: profile.education.graduation_year,
            }
          : null,
        resume: profile.resume
          ? { url: profile.resume.url, filename: profile.resume.filename }
          : null,
        equal_opportunities: share
          ? await equalOpportunitiesOf(db, profile.preference_answers)
          : null,
      },
    },
  };
};

export const updateAutofillProfile = async (
  db: Db,
  userId: string,
  body: UpdateAutofillBody['autofill'],
): Promise<AutofillProfileDocument> => {
  const { candidate } = await requireCandidate(db, userId);
  const change: AutofillDetailsChange = {};
  if (body.phone !== undefined) change.phone = body.phone;
  if (body.address_line !== undefined) change.addressLine = body.address_line;
  if (body.city !== undefined) change.city = body.city;
  if (body.postcode !== undefined) change.postcode = body.postcode;
  if (body.country !== undefined) change.country = body.country;
  if (body.website_url !== undefined) change.websiteUrl = body.website_url;
  if (body.github_url !== undefined) change.githubUrl = body.github_url;
  if (body.authorised_to_work !== undefined) change.authorisedToWork = body.authorised_to_work;
  if (body.requires_sponsorship !== undefined)
    change.requiresSponsorship = body.requires_sponsorship;
  if (body.share_equal_opportunities !== undefined)
    change.shareEqualOpportunities = body.share_equal_opportunities;
  await saveAutofillDetails(db, candidate.id, change);
  return autofillProfileDocument(db, userId);
};

const quickApplicationResource = (
  row: Awaited<ReturnType<typeof insertQuickApplication>>,
): QuickApplication => ({
  id: row.id,
  type: 'quick_application',
  attributes: {
    site: row.site as QuickApplication['attributes']['site'],
    job_url: row.jobUrl,
    company: row.company,
    title: row.title,
    touchpoint_id: row.touchpointId,
    created_at: row.createdAt.toISOString(),
  },
});

/**
 * Records a form the candidate submitted. When the job is one of ours it is tracked as applied
 * (an opportunity that closed meanwhile keeps its earlier step); the record names it either way.
 */
export const recordQuickApplication = async (
  db: Db,
  candidateId: string,
  body: RecordQuickApplicationBody['quick_application'],
): Promise<QuickApplicationDocument> => {
  const job = { url: body.job_url, title: body.title ?? null, company: body.company ?? null };
  const touchpointId = await findOurTouchpoint(db, job);
  let applicationId: string | null = null;
  if (touchpointId) {
    try {
      await saveApplication(db, { candidateId, touchpointId, progress: 'applied' });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    }
    applicationId = await findApplicationId(db, candidateId, touchpointId);
  }
  const row = await insertQuickApplication(db, {
    candidateId,
    site: body.site,
    jobUrl: body.job_url,
    company: job.company,
    title: job.title,
    touchpointId,
    applicationId,
  });
  return { data: quickApplicationResource(row) };
};

/** At most this many are listed (a candidate's tracker holds up to 100 items). */
const QUICK_APPLICATIONS_LISTED = 200;

/** The quick applications to jobs that are not ours, one per job address, newest first. */
export const externalQuickApplications = async (
  db: Db,
  candidateId: string,
): Promise<QuickApplicationListDocument> => {
  const rows = await listExternalQuickApplications(db, candidateId, QUICK_APPLICATIONS_LISTED);
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { data: rows.map(quickApplicationResource), meta: { total_count: rows.length } };
};

/** A touchpoint a candidate may apply to from here (cover letters read it too). */
export { comparableUrl, findOurTouchpoint } from './quick-apply.repository';
