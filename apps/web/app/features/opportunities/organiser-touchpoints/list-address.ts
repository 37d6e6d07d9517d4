import { type OrganiserTab, organiserTabsOf, type TouchpointableType } from '@gradway/domain';
import { TOUCHPOINTS_PER_PAGE } from '@gradway/domain/contracts';
import type { OrganiserKind } from './organiser';

/**
 * Where a list is (its tab, its page and, on /hiring, which touchpoints) lives in the address, so
 * a reload or a shared link opens the same list: `/hiring?view=events&tab=live&page=2`.
 */

/** /hiring shows jobs and internships, or events. */
export const HIRING_VIEWS = ['opportunities', 'events'] as const;
export type HiringView = (typeof HIRING_VIEWS)[number];

/**
 * Recruiter tabs: all, live, in review, drafts, ended, and invited on the events view; society
 * tabs: all, live, drafts, invited, ended (spec §4; the `state[]` of each is the domain's
 * `organiser-tabs`).
 */
export const tabsOf = (
  kind: OrganiserKind,
  view: HiringView = 'opportunities',
): readonly OrganiserTab[] => organiserTabsOf(kind, view);

export const TYPES_OF_VIEW: Record<HiringView, TouchpointableType[]> = {
  opportunities: ['Job', 'Internship'],
  events: ['Event'],
};

export interface ListAddress {
  tab: string;
  page: number;
  view: HiringView;
}

const DEFAULT_TAB = 'all';

/** Reads the list's place from the address; unknown values fall back to the first page of All. */
export const readListAddress = (search: URLSearchParams, kind: OrganiserKind): ListAddress => {
  const tabKey = search.get('tab');
  const asked = search.get('view');
  const view = (HIRING_VIEWS as readonly string[]).includes(asked ?? '')
    ? (asked as HiringView)
    : 'opportunities';
  const tab = tabsOf(kind, view).some((each) => each.key === tabKey)
    ? (tabKey as string)
    : DEFAULT_TAB;
  const page = Number(search.get('page'));
  return { tab, page: Number.isInteger(page) && page > 1 ? page : 1, view };
};

/**
 * The address after a move: changing the tab or the view starts again at page 1; defaults are left
 * out so the plain address stays plain. Other parameters are kept.
 */
export const moveListAddress = (
  search: URLSearchParams,
  current: ListAddress,
  next: Partial<ListAddress>,
): URLSearchParams => {
  const merged = { ...current, ...next };
  if (next.tab !== undefined && next.tab !== current.tab) merged.page = next.page ?? 1;
  if (next.view !== undefined && next.view !== current.view) merged.page = next.page ?? 1;
  const out = new URLSearchParams(search);
  const put = (key: string, value: string, fallback: string) => {
    if (value === fallback) out.delete(key);
    else out.set(key, value);
  };
  put('tab', merged.tab, DEFAULT_TAB);
  put('page', String(merged.page), '1');
  if (search.has('view') || next.view !== undefined) put('view', merged.view, 'opportunities');
  return out;
};

/**
 * The list call's query for a tab and page (spec §7: per_page 10). Events are in order of
 * their date (`start_date desc`); jobs and internships, which have no start date, newest posted
 * first (`created_at desc`), so one just submitted is on the first page of `/hiring`.
 */
export const listQueryOf = (
  kind: OrganiserKind,
  address: ListAddress,
  types: readonly TouchpointableType[],
) => {
  const tabs = tabsOf(kind, address.view);
  const tab = tabs.find((each) => each.key === address.tab) ?? tabs[0];
  const states = tab?.states ?? [];
  return {
    page: address.page,
    per_page: TOUCHPOINTS_PER_PAGE,
    ...(states.length > 0 ? { state: [...states] } : {}),
    applications: true,
    with_details: false,
    sort_by: types.every((type) => type === 'Event') ? 'start_date desc' : 'created_at desc',
    touchpointable_types: [...types],
  };
};
