import type { IconName } from '../../components/ui/icon/icon-paths';

/** The candidate app's navigation (labels in `common:candidateNav`). */
export const CANDIDATE_NAV: readonly { key: string; to: string; icon: IconName }[] = [
  { key: 'dashboard', to: '/candidate/dashboard', icon: 'home' },
  { key: 'matches', to: '/candidate/matches', icon: 'star' },
  { key: 'search', to: '/search/results', icon: 'search' },
  { key: 'applications', to: '/candidate/applications', icon: 'briefcase' },
  { key: 'messages', to: '/candidate/messages', icon: 'users' },
  { key: 'notifications', to: '/candidate/notifications', icon: 'bell' },
  { key: 'profile', to: '/candidate/profile', icon: 'check-circle' },
];
