import { layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import {
  ROUTE_TABLE,
  type RouteAudience,
  type RouteEntry,
  type ScreenAudience,
} from './lib/routing/route-table';

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

const screensOf = (audience: ScreenAudience): RouteConfigEntry[] =>
  ROUTE_TABLE.filter((entry) => entry.audience === audience).map(toRoute);

export default [
  layout('layouts/public-layout.tsx', [
    ...screensOf('public'),
    layout('layouts/guest-only-layout.tsx', screensOf('guest-only')),
    // The development mailbox (outside production; not a screen of the spec): accounts.
    route('/dev/mailbox', 'routes/dev-mailbox.tsx', { id: 'dev-mailbox' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  ...Object.entries(LAYOUT_OF).map(([audience, file]) =>
    layout(file, screensOf(audience as RouteAudience)),
  ),
  // The admin console: its own layout, sign-in and session (guarded in the layout).
  layout('layouts/admin-layout.tsx', screensOf('admin')),
] satisfies RouteConfig;
