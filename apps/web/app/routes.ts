import { layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { ROUTE_TABLE, type RouteAudience, type RouteEntry } from './lib/routing/route-table';

/** The layout route that wraps each audience's screens (and guards it, see `lib/session`). */
const LAYOUT_OF: Record<Exclude<RouteAudience, 'public' | 'guest-only'>, string> = {
  candidate: 'layouts/candidate-layout.tsx',
  'candidate-onboarding': 'layouts/candidate-onboarding-layout.tsx',
  manager: 'layouts/society-layout.tsx',
  recruiter: 'layouts/recruiter-layout.tsx',
  'company-side': 'layouts/company-side-layout.tsx',
};

const toRoute = (entry: RouteEntry): RouteConfigEntry =>
  route(entry.path, entry.module, { id: entry.id });

const screensOf = (audience: RouteAudience): RouteConfigEntry[] =>
  ROUTE_TABLE.filter((entry) => entry.audience === audience).map(toRoute);

export default [
  layout('layouts/public-layout.tsx', [
    ...screensOf('public'),
    layout('layouts/guest-only-layout.tsx', screensOf('guest-only')),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  ...Object.entries(LAYOUT_OF).map(([audience, file]) =>
    layout(file, screensOf(audience as RouteAudience)),
  ),
] satisfies RouteConfig;
