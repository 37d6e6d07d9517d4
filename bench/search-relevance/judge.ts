// Judging one answer of the search against a judged query: nDCG@10 (binary relevance), whether
// the first page holds what it must and nothing it must not, and whether it is empty. Shared by the
// full-seed benchmark and the CI test on demo data.
import type { JudgedQuery } from './judged-queries';

export interface SearchAnswer {
  data: { attributes: { title: string; creatable_for?: { name?: string } | null } }[];
  meta: { total: number };
}

export interface Judgement {
  query: string;
  ndcg: number;
  /** Whether the first result is relevant. */
  firstRelevant: boolean;
  zero: boolean;
  failures: string[];
  titles: string[];
}

const expression = (source: string) => new RegExp(source, 'i');

export const judge = (judged: JudgedQuery, answer: SearchAnswer): Judgement => {
  const page = answer.data.slice(0, 10);
  const titles = page.map((item) => item.attributes.title);
  const relevant = expression(judged.relevant);
  const gains = page.map((item) =>
    relevant.test(
      judged.relevantOrganisation
        ? (item.attributes.creatable_for?.name ?? '')
        : item.attributes.title,
    )
      ? 1
      : 0,
  );
  const dcg = gains.reduce<number>((sum, gain, index) => sum + gain / Math.log2(index + 2), 0);
  const ideal = Math.min(10, Math.max(answer.meta.total, page.length));
  let idcg = 0;
  for (let index = 0; index < ideal; index += 1) idcg += 1 / Math.log2(index + 2);
  const failures: string[] = [];
  if (page.length === 0) failures.push('no results');
  for (const must of judged.must ?? []) {
    if (!titles.some((title) => expression(must).test(title))) failures.push(`lacks /${must}/`);
  }
  for (const mustNot of judged.mustNot ?? []) {
    const found = titles.find((title) => expression(mustNot).test(title));
    if (found) failures.push(`has "${found}" (/${mustNot}/)`);
  }
  for (const [above, below] of judged.ranksAbove ?? []) {
    const lastAbove = titles.findLastIndex((title) => expression(above).test(title));
    const firstBelow = titles.findIndex((title) => expression(below).test(title));
    if (firstBelow >= 0 && lastAbove > firstBelow) failures.push(`/${below}/ above /${above}/`);
  }
  return {
    firstRelevant: gains[0] === 1,
    query: `${judged.type}: ${judged.q}${judged.filters ? ` (${judged.filters})` : ''}`,
    ndcg: idcg === 0 ? 0 : dcg / idcg,
    zero: page.length === 0,
    failures,
    titles,
  };
};

export const searchUrl = (judged: JudgedQuery) =>
  `/api/v1/search/touchpoints?type=${judged.type}&q=${encodeURIComponent(judged.q)}&per_page=10${
    judged.filters ? `&${judged.filters}` : ''
  }`;
