import type { NamedItem, ParsedSearchQuestion, SearchReferenceLists } from '@gradway/domain';
import {
  DATE_POSTED_FILTERS,
  EVENT_MODE_OPTIONS,
  EVENT_TYPE_OPTIONS,
  EXPERIENCE_LEVELS,
  SEARCH_RESULT_TYPES,
  SearchFiltersSchema,
  WORK_MODES,
  WORK_TYPE_OPTIONS,
} from '@gradway/domain';
import { z } from 'zod';
import { askForJson, findAllByName, type OpenAiConfig } from '../../platform/ai/openai-compatible';

/**
 * AI search through an OpenAI-compatible chat-completions provider, used only when
 * `OPENAI_API_KEY` is set. Only the question is sent. The model names places and fields; names
 * are matched to the reference lists and every value is checked against the filters model, so
 * nothing unknown reaches the search.
 */

const list = z.array(z.string()).nullish();
const ModelAnswerSchema = z.object({
  type: z.string().nullish(),
  q: z.string().nullish(),
  cities: list,
  industries: list,
  areas_of_responsibility: list,
  kinds: list,
  salary_min: z.number().nullish(),
  date_posted: z.string().nullish(),
  work_types: list,
  work_modes: list,
  event_types: list,
  event_modes: list,
  experience_levels: list,
  paid_only: z.boolean().nullish(),
});
type ModelAnswer = z.infer<typeof ModelAnswerSchema>;

const values = (options: readonly { value: string }[]) => options.map((o) => o.value).join(', ');

const instructions = (lists: SearchReferenceLists) =>
  [
    'Read a student’s search for jobs, internships, events, companies or societies into filters.',
    'Answer one JSON object with these keys (null or [] when not stated, never guess):',
    `type (one of: ${SEARCH_RESULT_TYPES.join(', ')}), q (remaining keywords or null),`,
    'cities (names), industries (names), areas_of_responsibility (names),',
    `kinds (subset of: ${lists.kinds.map((kind) => kind.key).join(', ')}),`,
    'salary_min (yearly amount), paid_only (boolean),',
    `date_posted (one of: ${values(DATE_POSTED_FILTERS)}), work_types (subset of: ${values(WORK_TYPE_OPTIONS)}),`,
    `work_modes (subset of: ${WORK_MODES.join(', ')}), event_types (subset of: ${values(EVENT_TYPE_OPTIONS)}),`,
    `event_modes (subset of: ${values(EVENT_MODE_OPTIONS)}), experience_levels (subset of: ${values(EXPERIENCE_LEVELS)}).`,
  ].join(' ');

/** The model's answer as checked filters; the built-in reading fills what the model left out. */
export const filtersFromModelAnswer = (
  answer: ModelAnswer,
  lists: SearchReferenceLists,
  builtIn: ParsedSearchQuestion,
): ParsedSearchQuestion => {
  const names: Record<string, string> = { ...builtIn.names };
  const ids = (items: NamedItem[]) => {
    for (const item of items) names[item.id] = item.name;
    return items.length > 0 ? items.map((item) => item.id) : undefined;
  };
  const raw = {
    ...builtIn.filters,
    type: answer.type ?? builtIn.filters.type,
    q: answer.q ?? builtIn.filters.q,
    city_ids: ids(findAllByName(lists.cities, answer.cities)) ?? builtIn.filters.city_ids,
    industry_ids:
      ids(findAllByName(lists.industries, answer.industries)) ?? builtIn.filters.industry_ids,
    area_of_responsibility_ids:
      ids(findAllByName(lists.areas_of_responsibility, answer.areas_of_responsibility)) ??
      builtIn.filters.area_of_responsibility_ids,
  };
  const optional = ['salary_min', 'date_posted', 'paid_only'] as const;
  for (const key of optional) if (answer[key] != null) Object.assign(raw, { [key]: answer[key] });
  const lists_ = [
    'kinds',
    'work_types',
    'work_modes',
    'event_types',
    'event_modes',
    'experience_levels',
  ] as const;
  for (const key of lists_) if (answer[key]?.length) Object.assign(raw, { [key]: answer[key] });
  const parsed = SearchFiltersSchema.safeParse(raw);
  return parsed.success ? { filters: parsed.data, names } : builtIn;
};

/** Asks the provider; throws on any failure (the caller keeps the built-in reading). */
export const askSearchProvider = (
  config: OpenAiConfig,
  question: string,
  lists: SearchReferenceLists,
  fetchImpl: typeof fetch = fetch,
): Promise<ModelAnswer> =>
  askForJson(config, { system: instructions(lists), user: question }, ModelAnswerSchema, fetchImpl);
