/** The public header's navigation (spec: Jobs, Internships, Events, Companies, Societies). */
export const PUBLIC_NAV = [
  { key: 'jobs', to: '/search/results?type=jobs' },
  { key: 'internships', to: '/search/results?type=internships' },
  { key: 'events', to: '/search/results?type=events' },
  { key: 'companies', to: '/companies' },
  { key: 'societies', to: '/societies' },
] as const;
