import type { ParsedProfile, ProfileReferenceLists } from '@gradway/domain';
import {
  EDUCATION_TYPE_VALUES,
  EXPERIENCE_LEVELS,
  OPPORTUNITY_TYPE_IDS,
  WORK_MODES,
} from '@gradway/domain';
import { z } from 'zod';
import {
  askForJson,
  findAllByName,
  findByName,
  type OpenAiConfig,
} from '../../platform/ai/openai-compatible';

/**
 * AI onboarding through the OpenAI-compatible provider (`../../platform/ai/openai-compatible.ts`), used only
 * when `OPENAI_API_KEY` is set. It reads names; the names are then matched to the reference lists,
 * so only known universities, subjects and cities reach the profile.
 */

const nullableText = z.string().nullish();
const textList = z.array(z.string()).nullish();

/** What the model is asked to answer. */
const ModelAnswerSchema = z.object({
  first_name: nullableText,
  last_name: nullableText,
  education_type: nullableText,
  university: nullableText,
  degree: nullableText,
  subject: nullableText,
  study_year: z.number().nullish(),
  graduation_year: z.number().nullish(),
  industries: textList,
  areas_of_responsibility: textList,
  cities: textList,
  work_modes: textList,
  opportunity_types: textList,
  experience_level: nullableText,
  minimum_salary: z.number().nullish(),
});
type ModelAnswer = z.infer<typeof ModelAnswerSchema>;

const instructions = () =>
  [
    'Extract a student or graduate’s profile from their own description.',
    'Answer one JSON object with these keys (null or [] when not stated, never guess):',
    `first_name, last_name, education_type (one of: ${EDUCATION_TYPE_VALUES.join(', ')}),`,
    'university (full official name), degree (abbreviation such as BSc, MA, PhD), subject,',
    'study_year (1-5), graduation_year (4 digits), industries (list), areas_of_responsibility (list),',
    `cities (list), work_modes (subset of: ${WORK_MODES.join(', ')}),`,
    `opportunity_types (subset of: ${OPPORTUNITY_TYPE_IDS.join(', ')}),`,
    `experience_level (one of: ${EXPERIENCE_LEVELS.map((level) => level.value).join(', ')}),`,
    'minimum_salary (yearly amount as a number).',
  ].join(' ');

/** Asks the provider; throws on any failure (the caller falls back to the built-in parser). */
export const askOpenAiCompatible = (
  config: OpenAiConfig,
  description: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ModelAnswer> =>
  askForJson(config, { system: instructions(), user: description }, ModelAnswerSchema, fetchImpl);

const oneOf = <T extends string>(
  values: readonly T[],
  value: string | null | undefined,
): T | null => values.find((each) => each === value?.trim().toLowerCase()) ?? null;

/**
 * Merges the provider's answer into the built-in parser's: a provider field wins when it names a
 * known item or an allowed value; otherwise the built-in one stays.
 */
export const mergeModelAnswer = (
  builtIn: ParsedProfile,
  answer: ModelAnswer,
  lists: ProfileReferenceLists,
  allowedGraduationYears: ReadonlySet<number>,
): ParsedProfile => {
  const list = <T>(found: T[], fallback: T[]) => (found.length > 0 ? found : fallback);
  const studyYear = answer.study_year;
  const graduationYear = answer.graduation_year;
  return {
    first_name: answer.first_name?.trim() || builtIn.first_name,
    last_name: answer.last_name?.trim() || builtIn.last_name,
    education_type: oneOf(EDUCATION_TYPE_VALUES, answer.education_type) ?? builtIn.education_type,
    university: findByName(lists.universities, answer.university) ?? builtIn.university,
    degree: findByName(lists.degrees, answer.degree) ?? builtIn.degree,
    subject: findByName(lists.subjects, answer.subject) ?? builtIn.subject,
    study_year:
      typeof studyYear === 'number' &&
      Number.isInteger(studyYear) &&
      studyYear >= 1 &&
      studyYear <= 5
        ? studyYear
        : builtIn.study_year,
    graduation_year:
      typeof graduationYear === 'number' && allowedGraduationYears.has(graduationYear)
        ? graduationYear
        : builtIn.graduation_year,
    industries: list(findAllByName(lists.industries, answer.industries), builtIn.industries),
    areas_of_responsibility: list(
      findAllByName(lists.areas_of_responsibility, answer.areas_of_responsibility),
      builtIn.areas_of_responsibility,
    ),
    cities: list(findAllByName(lists.cities, answer.cities), builtIn.cities),
    work_modes: list(
      (answer.work_modes ?? [])
        .map((mode) => oneOf(WORK_MODES, mode))
        .filter((mode) => mode !== null),
      builtIn.work_modes,
    ),
    opportunity_types: list(
      (answer.opportunity_types ?? [])
        .map((type) => oneOf(OPPORTUNITY_TYPE_IDS, type))
        .filter((type) => type !== null),
      builtIn.opportunity_types,
    ),
    experience_level:
      (oneOf(
        EXPERIENCE_LEVELS.map((level) => level.value),
        answer.experience_level,
      ) as ParsedProfile['experience_level']) ?? builtIn.experience_level,
    minimum_salary:
      typeof answer.minimum_salary === 'number' && answer.minimum_salary > 0
        ? Math.round(answer.minimum_salary)
        : builtIn.minimum_salary,
  };
};
