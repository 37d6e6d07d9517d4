import {
  type CoverLetterSuggestionKind,
  coverLetterText,
  draftCoverLetter,
  paragraphsToHtml,
  postingDetails,
  skillsIn,
  suggestCoverLetterEdit,
  wordCount,
} from '@gradway/domain';
import {
  COVER_LETTERS_MAX,
  type CoverLetter,
  type CoverLetterForJobDocument,
  type CoverLetterSuggestionDocument,
  type CreateCoverLetterBody,
  type GenerateCoverLetterBody,
  type UpdateCoverLetterBody,
} from '@gradway/domain/contracts';
import { z } from 'zod';
import type { Db } from '../../../db';
import { HttpError, notFound } from '../../../http/http-error';
import {
  candidateProfileDocument,
  findCandidateDetails,
  requireCandidate,
} from '../../accounts/candidates/candidate-profile.service';
import { sanitizeRichText } from '../../opportunities/organiser-touchpoints/rich-text';
import { askForJson, type OpenAiConfig } from '../../platform/ai/openai-compatible';
import { comparableUrl, findOurTouchpoint } from '../quick-apply/quick-apply.service';
import {
  type CoverLetterRow,
  countCoverLetters,
  deleteCoverLetterRow,
  findCoverLetterRow,
  insertCoverLetter,
  listCoverLetterRows,
  touchpointSummaries,
  updateCoverLetterRow,
} from './cover-letters.repository';

export const COVER_LETTER_MESSAGES = {
  notFound: 'Cover letter not found',
  opportunityNotFound: 'Opportunity not found',
  tooMany: `You can keep up to ${COVER_LETTERS_MAX} cover letters. Delete one you no longer need.`,
} as const;

type Summary = Awaited<ReturnType<typeof touchpointSummaries>>[number];

const resource = (row: CoverLetterRow, summary: Summary | undefined): CoverLetter => ({
  id: row.id,
  type: 'cover_letter',
  attributes: {
    id: row.id,
    title: row.title,
    body_html: row.bodyHtml,
    touchpoint_id: row.touchpointId,
    touchpoint: summary ? { id: summary.id, title: summary.title, company: summary.company } : null,
    posting_text: row.postingText,
    posting_url: row.postingUrl,
    target_words: row.targetWords,
    word_count: wordCount(coverLetterText(row.bodyHtml)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  },
});

const resources = async (db: Db, rows: CoverLetterRow[]) => {
  const ids = [...new Set(rows.flatMap((row) => (row.touchpointId ? [row.touchpointId] : [])))];
  const summaries = await touchpointSummaries(db, ids);
  return rows.map((row) =>
    resource(
      row,
      summaries.find((summary) => summary.id === row.touchpointId),
    ),
  );
};

const one = async (db: Db, row: CoverLetterRow) => ({
  data: (await resources(db, [row]))[0] as CoverLetter,
});

export const listCoverLetters = async (db: Db, candidateId: string) => {
  const rows = await listCoverLetterRows(db, candidateId);
  return { data: await resources(db, rows), meta: { total_count: rows.length } };
};

const requireTouchpoint = async (db: Db, touchpointId: string) => {
  const [summary] = await touchpointSummaries(db, [touchpointId]);
  if (!summary) throw notFound(COVER_LETTER_MESSAGES.opportunityNotFound);
  return summary;
};

const checkRoom = async (db: Db, candidateId: string) => {
  if ((await countCoverLetters(db, candidateId)) >= COVER_LETTERS_MAX) {
    throw new HttpError(422, COVER_LETTER_MESSAGES.tooMany);
  }
};

export const createCoverLetter = async (
  db: Db,
  candidateId: string,
  body: CreateCoverLetterBody['cover_letter'],
) => {
  await checkRoom(db, candidateId);
  if (body.touchpoint_id) await requireTouchpoint(db, body.touchpoint_id);
  const row = await insertCoverLetter(db, {
    candidateId,
    title: body.title.trim(),
    bodyHtml: sanitizeRichText(body.body_html) ?? '',
    touchpointId: body.touchpoint_id ?? null,
    targetWords: body.target_words ?? null,
  });
  return one(db, row);
};

export const updateCoverLetter = async (
  db: Db,
  candidateId: string,
  id: string,
  body: UpdateCoverLetterBody['cover_letter'],
) => {
  if (!(await findCoverLetterRow(db, candidateId, id)))
    throw notFound(COVER_LETTER_MESSAGES.notFound);
  if (body.touchpoint_id) await requireTouchpoint(db, body.touchpoint_id);
  const row = await updateCoverLetterRow(db, candidateId, id, {
    ...(body.title !== undefined ? { title: body.title.trim() } : {}),
    ...(body.body_html !== undefined ? { bodyHtml: sanitizeRichText(body.body_html) ?? '' } : {}),
    ...(body.touchpoint_id !== undefined ? { touchpointId: body.touchpoint_id } : {}),
    ...(body.target_words !== undefined ? { targetWords: body.target_words } : {}),
  });
  if (!row) throw notFound(COVER_LETTER_MESSAGES.notFound);
  return one(db, row);
};

export const deleteCoverLetter = async (db: Db, candidateId: string, id: string) => {
  const row = await deleteCoverLetterRow(db, candidateId, id);
  if (!row) throw notFound(COVER_LETTER_MESSAGES.notFound);
  return { data: { id: row.id } };
};

export const findCoverLetter = async (db: Db, candidateId: string, id: string) => {
  const row = await findCoverLetterRow(db, candidateId, id);
  if (!row) throw notFound(COVER_LETTER_MESSAGES.notFound);
  return row;
};

/**
 * The letter for an employer's job page: the one tied to our opportunity with this apply link
 * (else this title and company), or to a pasted posting with this address; else the most recently
 * edited letter.
 */
export const coverLetterForJob = async (
  db: Db,
  candidateId: string,
  job: { url: string; title: string | null; company: string | null },
): Promise<CoverLetterForJobDocument> => {
  const rows = await listCoverLetterRows(db, candidateId);
  if (rows.length === 0) return { data: null, meta: { chosen: null } };
  const touchpointId = await findOurTouchpoint(db, job);
  const page = comparableUrl(job.url);
  const forThisJob = rows.find(
    (row) =>
      (touchpointId !== null && row.touchpointId === touchpointId) ||
      (page !== null && row.postingUrl !== null && comparableUrl(row.postingUrl) === page),
  );
  const chosen = forThisJob ?? (rows[0] as CoverLetterRow);
  return {
    data: (await one(db, chosen)).data,
    meta: { chosen: forThisJob ? 'this_job' : 'most_recent' },
  };
};

const DraftSchema = z.object({ paragraphs: z.array(z.string().min(1).max(2000)).min(2).max(12) });
const SuggestionSchema = z.object({ suggested: z.string().min(1).max(20_000) });

const POSTING_SENT_MAX = 4000;

/**
 * Drafts a letter and saves it. The configured provider gets only what the letter needs (names,
 * education, the skills read from the CV, the posting's title, company and text); the built-in
 * draft is the default and the fallback.
 */
export const generateCoverLetter = async (
  db: Db,
  userId: string,
  body: GenerateCoverLetterBody['cover_letter'],
  openai: OpenAiConfig | null,
) => {
  const { candidate } = await requireCandidate(db, userId);
  await checkRoom(db, candidate.id);
  const profile = (await candidateProfileDocument(db, userId)).data.attributes;
  const details = await findCandidateDetails(db, candidate.id);

  let touchpointId = body.touchpoint_id ?? null;
  if (!touchpointId && body.posting_url) {
    touchpointId = await findOurTouchpoint(db, {
      url: body.posting_url,
      title: null,
      company: null,
    });
  }
  const summary = touchpointId ? await requireTouchpoint(db, touchpointId) : null;
  const posting = summary
    ? {
        title: summary.title,
        company: summary.company,
        text: coverLetterText(summary.description ?? ''),
      }
    : { title: null, company: null, text: body.posting_text ?? '' };

  const candidateInput = {
    firstName: profile.first_name,
    lastName: profile.last_name,
    university: profile.education?.university?.name ?? null,
    degree: profile.education?.degree?.name ?? null,
    subject: profile.education?.subject?.name ?? null,
    graduationYear: profile.education?.graduation_year ?? null,
    cvText: details?.resumeText ?? null,
  };
  let paragraphs = draftCoverLetter(candidateInput, posting);
  if (openai) {
    try {
      const drafted = await askForJson(
        openai,
        {
          system:
            'You write short, honest cover letters for students and graduates in British English. Claim only the skills given. Answer JSON {"paragraphs": string[]}: a greeting, 3 or 4 short paragraphs, and a sign-off with the name.',
          user: JSON.stringify({
            candidate: {
              name: `${candidateInput.firstName} ${candidateInput.lastName}`,
              university: candidateInput.university,
              degree: candidateInput.degree,
              subject: candidateInput.subject,
              graduation_year: candidateInput.graduationYear,
              skills: skillsIn(candidateInput.cvText),
            },
            posting: {
              ...postingDetails(posting),
              text: (posting.text ?? '').slice(0, POSTING_SENT_MAX),
            },
            target_words: body.target_words ?? null,
          }),
        },
        DraftSchema,
      );
      paragraphs = drafted.paragraphs;
    } catch {
      // The built-in draft stands.
    }
  }
  const { title, company } = postingDetails(posting);
  const row = await insertCoverLetter(db, {
    candidateId: candidate.id,
    touchpointId,
    title: (title ? `${title}${company ? ` – ${company}` : ''}` : 'Cover letter').slice(0, 200),
    bodyHtml: sanitizeRichText(paragraphsToHtml(paragraphs)) ?? '',
    postingText: summary ? null : (body.posting_text ?? null),
    postingUrl: body.posting_url ?? null,
    targetWords: body.target_words ?? null,
  });
  return one(db, row);
};

/** A suggested edit: the provider's when configured and answering, else the built-in rules. */
export const suggestEdit = async (
  kind: CoverLetterSuggestionKind,
  text: string,
  openai: OpenAiConfig | null,
): Promise<CoverLetterSuggestionDocument> => {
  const answer = (suggested: string, source: 'built_in' | 'provider') => ({
    data: {
      type: 'cover_letter_suggestion' as const,
      attributes: { kind, original: text, suggested, source },
    },
  });
  if (openai) {
    try {
      const instruction = {
        shorter: 'Make it shorter, keeping every fact.',
        more_formal: 'Make it more formal.',
        warmer: 'Make it warmer and more personal.',
        stronger_opening: 'Give it a stronger opening sentence.',
        fix_grammar: 'Fix grammar, spelling and punctuation only.',
      }[kind];
      const suggested = await askForJson(
        openai,
        {
          system: `You edit part of a cover letter. ${instruction} Keep its line breaks. Answer JSON {"suggested": string}.`,
          user: text,
        },
        SuggestionSchema,
      );
      return answer(suggested.suggested, 'provider');
    } catch {
      // The built-in rules answer.
    }
  }
  return answer(suggestCoverLetterEdit(text, kind), 'built_in');
};
