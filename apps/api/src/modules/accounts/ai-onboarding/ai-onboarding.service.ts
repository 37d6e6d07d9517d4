import { graduationYearOptions, type ParsedProfile, parseSelfDescription } from '@gradway/domain';
import type { ParsedProfileDocument } from '@gradway/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db';
import type { OpenAiConfig } from '../../platform/ai/openai-compatible';
import { requireCandidate, upsertCandidateDetails } from '../candidates/candidate-profile.service';
import { askOpenAiCompatible, mergeModelAnswer } from './openai-provider';
import { loadProfileReferenceLists } from './reference-lists.repository';

export interface ReadProfileOptions {
  openai: OpenAiConfig | null;
  log?: FastifyBaseLogger;
  now?: Date;
  fetch?: typeof fetch;
}

/**
 * Reads a text (a self-description, a CV) into profile fields: the built-in parser always, and
 * the OpenAI-compatible provider on top when configured (any failure of it falls back quietly).
 */
export const readProfileFromText = async (
  db: Db,
  text: string,
  options: ReadProfileOptions,
): Promise<{ profile: ParsedProfile; provider: 'built_in' | 'openai_compatible' }> => {
  const now = options.now ?? new Date();
  const lists = await loadProfileReferenceLists(db);
  const builtIn = parseSelfDescription(text, lists, { now });
  if (!options.openai) return { profile: builtIn, provider: 'built_in' };
  try {
    const answer = await askOpenAiCompatible(options.openai, text, options.fetch);
    const years = new Set(graduationYearOptions(now).map((option) => option.value));
    return {
      profile: mergeModelAnswer(builtIn, answer, lists, years),
      provider: 'openai_compatible',
    };
  } catch (error) {
    options.log?.warn({ err: error }, 'AI provider failed; using the built-in parser');
    return { profile: builtIn, provider: 'built_in' };
  }
};

/** `POST /api/v1/candidate/ai_onboarding`: keeps the description and answers the fields found. */
export const parseCandidateDescription = async (
  db: Db,
  userId: string,
  description: string,
  options: ReadProfileOptions,
): Promise<ParsedProfileDocument> => {
  const { candidate } = await requireCandidate(db, userId);
  await upsertCandidateDetails(db, candidate.id, { selfDescription: description });
  const { profile, provider } = await readProfileFromText(db, description, options);
  return { data: { type: 'ai_onboarding_profile', attributes: { ...profile, provider } } };
};

/**
 * The reference lists texts and questions are read against (universities, degrees, subjects,
 * cities, industries, areas), as the parsers take them.
 */
export const profileReferenceLists = (db: Db) => loadProfileReferenceLists(db);
