import type { IconName } from '../../components/ui/icon/icon-paths';

export interface WorkspaceNavItem {
  /** Label key in `common`. */
  label: string;
  to: string;
  icon: IconName;
}

/** A society manager's sidebar. */
export const SOCIETY_NAV: readonly WorkspaceNavItem[] = [
  { label: 'societyNav.dashboard', to: '/dashboard', icon: 'home' },
  { label: 'societyNav.profile', to: '/society-profile', icon: 'building' },
  { label: 'societyNav.community', to: '/community', icon: 'users' },
  { label: 'societyNav.committee', to: '/committee', icon: 'star' },
  { label: 'societyNav.discussions', to: '/discussions', icon: 'layers' },
  { label: 'societyNav.newsletters', to: '/newsletters', icon: 'globe' },
  { label: 'societyNav.sponsorships', to: '/sponsorships', icon: 'wallet' },
  { label: 'societyNav.messages', to: '/messages', icon: 'bell' },
  { label: 'societyNav.qrCode', to: '/qr-code', icon: 'eye' },
];

/** A recruiter's sidebar. */
export const RECRUITER_NAV: readonly WorkspaceNavItem[] = [
  { label: 'recruiterNav.dashboard', to: '/recruiter/dashboard', icon: 'home' },
  { label: 'recruiterNav.hiring', to: '/hiring', icon: 'briefcase' },
  { label: 'recruiterNav.applicants', to: '/applicants', icon: 'users' },
  { label: 'recruiterNav.attendees', to: '/attendees', icon: 'calendar' },
  { label: 'recruiterNav.talentSourcing', to: '/talent-sourcing', icon: 'search' },
  { label: 'recruiterNav.campaigns', to: '/campaigns', icon: 'layers' },
  { label: 'recruiterNav.partnerships', to: '/recruiter/partnerships', icon: 'star' },
  { label: 'recruiterNav.societies', to: '/student-societies', icon: 'globe' },
  { label: 'recruiterNav.messages', to: '/messages', icon: 'bell' },
  { label: 'recruiterNav.company', to: '/company/edit', icon: 'building' },
];
