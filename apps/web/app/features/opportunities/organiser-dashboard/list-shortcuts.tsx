import type { OrganiserDashboardDocument } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import styles from './organiser-dashboard.module.css';

type Counts = OrganiserDashboardDocument['data']['attributes']['touchpoint_counts'];

export interface ListShortcutsProps {
  counts: Counts;
  /** The list's address for a tab, e.g. `/hiring?tab=live`. */
  hrefOf: (tab: keyof Counts) => To;
  /** Which tabs this organiser has (recruiters have no Invited tab). */
  tabs: readonly (keyof Counts)[];
}

/** How many touchpoints wait in each tab, each a shortcut to that tab of the list. */
export const ListShortcuts = ({ counts, hrefOf, tabs }: ListShortcutsProps) => {
  const { t } = useTranslation('hiring');
  return (
    <ul className={styles.shortcuts}>
      {tabs.map((tab) => (
        <li key={tab}>
          <Link to={hrefOf(tab)} className={styles.shortcut}>
            <span className={styles.shortcutCount}>{counts[tab].toLocaleString('en-GB')}</span>
            <span>{t(`dashboard.shortcuts.${tab}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
