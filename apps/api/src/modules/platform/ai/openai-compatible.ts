import type { NamedItem } from '@gradway/domain';
import { normaliseText } from '@gradway/domain';
import type { z } from 'zod';

/**
 * The OpenAI-compatible chat-completions provider that AI onboarding and AI search ask when
 * `OPENAI_API_KEY` is set (`OPENAI_BASE_URL` for another compatible server, `OPENAI_MODEL` for the
 * model). Both keep a built-in reading as the default and the fallback, and both match the names
 * the model answers to the reference lists, so only known items reach a profile or a search.
 */

export interface OpenAiConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** The provider's settings from the environment, or null when no key is configured. */
export const readOpenAiConfig = (env: NodeJS.ProcessEnv = process.env): OpenAiConfig | null => {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  return {
    apiKey,
    baseUrl: (env.OPENAI_BASE_URL?.trim() || DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, ''),
    model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
    timeoutMs: 15_000,
  };
};

/**
 * Asks the provider for one JSON object, checked against `schema`; throws on any failure (the
 * callers keep their built-in reading).
 */
export const askForJson = async <Schema extends z.ZodType>(
  config: OpenAiConfig,
  messages: { system: string; user: string },
  schema: Schema,
  fetchImpl: typeof fetch = fetch,
): Promise<z.infer<Schema>> => {
  const response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: messages.system },
        { role: 'user', content: messages.user },
      ],
    }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`AI provider answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (!content) throw new Error('AI provider answered no content');
  return schema.parse(JSON.parse(content));
};

/** The reference item a model's name stands for (case, accents and spacing aside), or null. */
export const findByName = (
  items: readonly NamedItem[],
  name: string | null | undefined,
): NamedItem | null => {
  if (!name) return null;
  const wanted = normaliseText(name);
  return items.find((item) => normaliseText(item.name) === wanted) ?? null;
};

/** The reference items a model's names stand for, each once, in the model's order. */
export const findAllByName = (
  items: readonly NamedItem[],
  names: readonly string[] | null | undefined,
): NamedItem[] => [
  ...new Set((names ?? []).map((name) => findByName(items, name)).filter((item) => item !== null)),
];
