import { inject } from 'vitest';

export const baseURL = (): string => inject('baseURL');

/** Reads a public API document straight from the running server (what a third-party client sees). */
export const getJson = async <T>(path: string): Promise<T> => {
  const answer = await fetch(`${baseURL()}${path}`);
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
  return (await answer.json()) as T;
};

/** The server-rendered HTML of a page, as a crawler or a browser without JavaScript gets it. */
export const getHtml = async (
  path: string,
): Promise<{ status: number; html: string; headers: Headers }> => {
  const answer = await fetch(`${baseURL()}${path}`, { headers: { accept: 'text/html' } });
  return { status: answer.status, html: await answer.text(), headers: answer.headers };
};

export interface ListDocument<A> {
  data: { id: string; type: string; attributes: A }[];
  meta: Record<string, unknown>;
}

/** The text React escapes into HTML, so a name with & or ' can be found in the raw page. */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
