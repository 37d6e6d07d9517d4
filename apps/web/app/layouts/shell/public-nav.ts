/** The public header's navigation (spec: Jobs, Internships, Events, Companies, Societies). */
export const PUBLIC_NAV = [
  { key: 'jobs', to: '/search/results?type=jobs' },
  { key: 'internships', to: '/search/results?type=internships' },
  { key: 'events', to: '/search/results?type=events' },
  { key: 'companies', to: '/companies' },
  { key: 'societies', to: '/societies' },
] as const;

/**
 * Whether a section link is the page shown: its path leads to the page's, and a link that names a
 * search type (Jobs, Internships, Events all lead to the search results) matches only that type.
 */
export const isCurrentSection = (
  to: string,
  location: { pathname: string; search: string },
): boolean => {
  const target = new URL(to, 'http://gradway.local');
  const onPath =
    location.pathname === target.pathname || location.pathname.startsWith(`${target.pathname}/`);
  if (!onPath) return false;
  const type = target.searchParams.get('type');
  return type === null || new URLSearchParams(location.search).get('type') === type;
};
