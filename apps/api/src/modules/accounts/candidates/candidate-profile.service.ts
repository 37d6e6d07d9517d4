import { graduationYearOptions, isProviderVerifiedCandidate } from '@gradway/domain';
import type {
  CandidatePreferences,
  CandidatePreferencesInput,
  CandidateProfile,
  CandidateProfileDocument,
  PreferenceAnswers,
  UpdateCandidateBody,
  UserDocument,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { badRequest, HttpError, unauthorized } from '../../../http/http-error';
import { requestMatches } from '../../discovery/matches/match-jobs';
import { cvDownloadUrlOf } from '../../platform/uploads/upload-store';
import { userDocument } from '../users/user-document';
import {
  type CandidateRow,
  findCandidateDetails,
  findCandidateOfUser,
  findCities,
  findCurrentEducation,
  findDegrees,
  findSubjects,
  findTags,
  findUniversities,
  listPreferenceOptionKeys,
  listUniversityWebsites,
  saveCurrentEducation,
  updateCandidateRow,
  updateUserNames,
  upsertCandidateDetails,
} from './candidates.repository';
import type { StoredPreferences } from './stored-preferences';

export type { StoredPreferences } from './stored-preferences';

export const CANDIDATE_MESSAGES = {
  educationNeeded: 'Add your education before finishing onboarding.',
  unknownUniversity: 'Choose a university from the list.',
  unknownDegree: 'Choose a degree from the list.',
  unknownSubject: 'Choose a subject from the list.',
  unknownIndustry: 'Choose industries from the list.',
  unknownArea: 'Choose areas of responsibility from the list.',
  unknownCity: 'Choose cities from the list.',
  unknownPreferenceOption: 'Choose options from the list.',
  graduationYear: 'Choose a graduation year within 10 years of this year.',
  invalidChange: 'Some answers need another look.',
} as const;

type Fields = { path: string; message: string }[];

const stored = (candidate: CandidateRow): StoredPreferences =>
  (candidate.preferences ?? {}) as StoredPreferences;

/** The signed-in candidate or 401 (a session whose user is no longer a candidate). */
export const requireCandidate = async (db: Db, userId: string) => {
  const row = await findCandidateOfUser(db, userId);
  if (!row) throw unauthorized();
  return row;
};

const checkAllFound = (
  fields: Fields,
  path: string,
  message: string,
  wanted: readonly string[],
  found: readonly { id: string }[],
) => {
  const known = new Set(found.map((row) => row.id));
  if (wanted.some((id) => !known.has(id))) fields.push({ path, message });
};

/** Checks every id of a change against the reference lists; a 400 lists what is wrong. */
const checkReferences = async (
  db: Db,
  change: NonNullable<UpdateCandidateBody['candidate']>,
  now: Date,
) => {
  const fields: Fields = [];
  const education = change.education;
  const ids = (value: string | null | undefined) => (value ? [value] : []);
  const degreeIds = [...ids(education?.degree_id), ...ids(change.degree_id)];
  const subjectIds = [...ids(education?.subject_id), ...ids(change.subject_id)];
  const universityIds = ids(education?.university_id);
  const preferences = change.preferences ?? {};
  const [foundUniversities, foundDegrees, foundSubjects, industries, areas, cityRows] =
    await Promise.all([
      findUniversities(db, universityIds),
      findDegrees(db, degreeIds),
      findSubjects(db, subjectIds),
      findTags(db, 'Industry', preferences.industry_ids ?? []),
      findTags(db, 'AreaOfResponsibility', preferences.area_of_responsibility_ids ?? []),
      findCities(db, preferences.city_ids ?? []),
    ]);
  checkAllFound(
    fields,
    'candidate.education.university_id',
    CANDIDATE_MESSAGES.unknownUniversity,
    universityIds,
    foundUniversities,
  );
  checkAllFound(
    fields,
    'candidate.degree_id',
    CANDIDATE_MESSAGES.unknownDegree,
    degreeIds,
    foundDegrees,
  );
  checkAllFound(
    fields,
    'candidate.subject_id',
    CANDIDATE_MESSAGES.unknownSubject,
    subjectIds,
    foundSubjects,
  );
  checkAllFound(
    fields,
    'candidate.preferences.industry_ids',
    CANDIDATE_MESSAGES.unknownIndustry,
    preferences.industry_ids ?? [],
    industries,
  );
  checkAllFound(
    fields,
    'candidate.preferences.area_of_responsibility_ids',
    CANDIDATE_MESSAGES.unknownArea,
    preferences.area_of_responsibility_ids ?? [],
    areas,
  );
  checkAllFound(
    fields,
    'candidate.preferences.city_ids',
    CANDIDATE_MESSAGES.unknownCity,
    preferences.city_ids ?? [],
    cityRows,
  );
  if (
    education?.graduation_year != null &&
    !graduationYearOptions(now).some((option) => option.value === education.graduation_year)
  ) {
    fields.push({
      path: 'candidate.education.graduation_year',
      message: CANDIDATE_MESSAGES.graduationYear,
    });
  }
  if (change.preference_answers) {
    const options = await listPreferenceOptionKeys(db);
    for (const [key, answers] of Object.entries(change.preference_answers)) {
      const allowed = new Set(options.filter((row) => row.category === key).map((row) => row.key));
      if ((answers ?? []).some((answer) => !allowed.has(answer))) {
        fields.push({
          path: `candidate.preference_answers.${key}`,
          message: CANDIDATE_MESSAGES.unknownPreferenceOption,
        });
      }
    }
  }
  if (fields.length > 0) {
    throw badRequest(
      `${CANDIDATE_MESSAGES.invalidChange} ${fields.map((field) => field.message).join(' ')}`,
      fields,
    );
  }
};

const distinctList = <T>(values: readonly T[] | undefined) =>
  values === undefined ? undefined : [...new Set(values)];

const mergePreferences = (
  current: StoredPreferences,
  change: CandidatePreferencesInput,
): StoredPreferences => {
  const next: StoredPreferences = { ...current };
  if (change.opportunity_types) next.opportunity_types = distinctList(change.opportunity_types);
  if (change.industry_ids) next.industry_ids = distinctList(change.industry_ids);
  if (change.area_of_responsibility_ids)
    next.area_of_responsibility_ids = distinctList(change.area_of_responsibility_ids);
  if (change.city_ids) next.city_ids = distinctList(change.city_ids);
  if (change.work_modes) next.work_modes = distinctList(change.work_modes);
  if (change.minimum_salary !== undefined) next.minimum_salary = change.minimum_salary;
  if (change.experience_level !== undefined) next.experience_level = change.experience_level;
  return next;
};

/** Recomputes the provider-verified flag (decision 007) and saves it when it changed. */
export const refreshProviderVerified = async (db: Db, userId: string) => {
  const row = await findCandidateOfUser(db, userId);
  if (!row) return false;
  const verified = isProviderVerifiedCandidate({
    email: row.user.email,
    emailVerified: row.user.emailVerifiedAt !== null,
    universityWebsites: await listUniversityWebsites(db, row.candidate.id),
  });
  if (verified !== row.candidate.providerVerified) {
    await updateCandidateRow(db, row.candidate.id, { providerVerified: verified });
  }
  return verified;
};

/**
 * `PUT /api/v1/candidate`: saves whatever the candidate sent (names, profile fields, education,
 * preferences, preference options, flow_state), all or nothing, and answers the user document.
 * Finishing onboarding needs a saved education (422).
 */
export const updateCandidate = async (
  db: Db,
  userId: string,
  body: UpdateCandidateBody,
  now: Date = new Date(),
): Promise<UserDocument> => {
  const change = body.candidate;
  const { candidate } = await requireCandidate(db, userId);
  await checkReferences(db, change, now);
  if (change.onboarding_completed === true && !change.education) {
    const education = await findCurrentEducation(db, candidate.id);
    if (!education) throw new HttpError(422, CANDIDATE_MESSAGES.educationNeeded);
  }

  await db.transaction(async (tx) => {
    if (change.first_name !== undefined || change.last_name !== undefined) {
      await updateUserNames(tx, userId, {
        ...(change.first_name !== undefined ? { firstName: change.first_name } : {}),
        ...(change.last_name !== undefined ? { lastName: change.last_name } : {}),
      });
    }
    const row: Parameters<typeof updateCandidateRow>[2] = {};
    if (change.flow_state !== undefined) row.flowState = change.flow_state;
    if (change.bio !== undefined) row.bio = change.bio;
    if (change.date_of_birth !== undefined) row.dateOfBirth = change.date_of_birth;
    if (change.linkedin_url !== undefined) row.linkedinUrl = change.linkedin_url;
    if (change.remote_opportunity !== undefined) row.remoteOpportunity = change.remote_opportunity;
    if (change.extension_installed !== undefined)
      row.extensionInstalled = change.extension_installed;
    if (change.onboarding_completed !== undefined)
      row.onboardingCompleted = change.onboarding_completed;
    if (change.degree_id !== undefined) row.degreeId = change.degree_id;
    if (change.subject_id !== undefined) row.subjectId = change.subject_id;
    if (change.education) {
      const education = change.education;
      await saveCurrentEducation(tx, candidate.id, {
        educationType: education.education_type,
        universityId: education.university_id,
        degreeId: education.degree_id,
        subjectId: education.subject_id,
        studyYear: education.study_year,
        graduationYear: education.graduation_year,
      });
      // The profile's degree and subject (autofill) follow the current education.
      if (change.degree_id === undefined) row.degreeId = education.degree_id;
      if (change.subject_id === undefined) row.subjectId = education.subject_id;
    }
    if (change.preferences) {
      const preferences = mergePreferences(stored(candidate), change.preferences);
      row.preferences = preferences as Record<string, unknown>;
      if (change.preferences.work_modes && change.remote_opportunity === undefined) {
        row.remoteOpportunity = change.preferences.work_modes.includes('remote');
      }
    }
    if (Object.keys(row).length > 0) await updateCandidateRow(tx, candidate.id, row);
    if (change.preference_answers !== undefined || change.self_description !== undefined) {
      const details = await findCandidateDetails(tx, candidate.id);
      await upsertCandidateDetails(tx, candidate.id, {
        ...(change.preference_answers
          ? {
              fairAccessAnswers: {
                ...(details?.fairAccessAnswers ?? {}),
                ...change.preference_answers,
              } as Record<string, string[]>,
            }
          : {}),
        ...(change.self_description !== undefined
          ? { selfDescription: change.self_description }
          : {}),
      });
    }
  });
  if (change.education) await refreshProviderVerified(db, userId);
  await requestMatches(db, candidate.id);
  const document = await userDocument(db, userId);
  if (!document) throw unauthorized();
  return document;
};

const namedRecords = async (
  lookup: (ids: readonly string[]) => Promise<{ id: string; name: string }[]>,
  ids: readonly string[] | undefined,
) => {
  const rows = await lookup(ids ?? []);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (ids ?? []).flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id: row.id, name: row.name }] : [];
  });
};

const preferencesOf = async (db: Db, saved: StoredPreferences): Promise<CandidatePreferences> => ({
  opportunity_types: (saved.opportunity_types ?? []) as CandidatePreferences['opportunity_types'],
  industries: await namedRecords((ids) => findTags(db, 'Industry', ids), saved.industry_ids),
  areas_of_responsibility: await namedRecords(
    (ids) => findTags(db, 'AreaOfResponsibility', ids),
    saved.area_of_responsibility_ids,
  ),
  cities: await namedRecords((ids) => findCities(db, ids), saved.city_ids),
  work_modes: (saved.work_modes ?? []) as CandidatePreferences['work_modes'],
  minimum_salary: saved.minimum_salary ?? null,
  experience_level: saved.experience_level ?? null,
});

/** `GET /api/v1/candidate/profile`: everything the profile and settings screens edit. */
export const candidateProfileDocument = async (
  db: Db,
  userId: string,
): Promise<CandidateProfileDocument> => {
  const { user, candidate } = await requireCandidate(db, userId);
  const [education, details, preferences, websites] = await Promise.all([
    findCurrentEducation(db, candidate.id),
    findCandidateDetails(db, candidate.id),
    preferencesOf(db, stored(candidate)),
    listUniversityWebsites(db, candidate.id),
  ]);
  return {
    data: {
      id: candidate.id,
      type: 'candidate_profile',
      attributes: {
        id: candidate.id,
        user_id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email ?? '',
        email_verified: user.emailVerifiedAt !== null,
        has_password: user.passwordHash !== null,
        avatar_url: candidate.avatarUrl,
        bio: candidate.bio,
        date_of_birth: candidate.dateOfBirth,
        linkedin_url: candidate.linkedinUrl,
        remote_opportunity: candidate.remoteOpportunity,
        flow_state: candidate.flowState,
        onboarding_completed: candidate.onboardingCompleted,
        is_provider_verified:
          candidate.providerVerified ||
          isProviderVerifiedCandidate({
            email: user.email,
            emailVerified: user.emailVerifiedAt !== null,
            universityWebsites: websites,
          }),
        education: education
          ? {
              education_type: education.educationType,
              university: education.university?.id
                ? {
                    id: education.university.id,
                    name: education.university.name,
                    slug: education.university.slug,
                  }
                : null,
              degree: education.degree?.id ? education.degree : null,
              subject: education.subject?.id ? education.subject : null,
              study_year: education.studyYear,
              graduation_year: education.graduationYear,
            }
          : null,
        preferences,
        preference_answers: (details?.fairAccessAnswers ?? {}) as PreferenceAnswers,
        resume: cvDownloadUrlOf(candidate.resumeUrl)
          ? {
              url: cvDownloadUrlOf(candidate.resumeUrl) as string,
              filename: details?.resumeFilename ?? null,
              bytes: details?.resumeBytes ?? null,
              pages: details?.resumePages ?? null,
              uploaded_at: details?.resumeUploadedAt?.toISOString() ?? null,
              has_text: Boolean(details?.resumeText),
            }
          : null,
        email_digest_frequency: details?.emailDigestFrequency ?? 'weekly',
        self_description: details?.selfDescription ?? null,
      },
    },
  };
};

/** `PUT /api/v1/candidate/settings`: how often the opportunities email comes. */
export const updateCandidateSettings = async (
  db: Db,
  userId: string,
  emailDigestFrequency: CandidateProfile['email_digest_frequency'],
): Promise<CandidateProfileDocument> => {
  const { candidate } = await requireCandidate(db, userId);
  await upsertCandidateDetails(db, candidate.id, { emailDigestFrequency });
  return candidateProfileDocument(db, userId);
};

/** A candidate's details, for the modules that read or keep them (notifications, cover letters). */
export { findCandidateDetails, upsertCandidateDetails } from './candidates.repository';
