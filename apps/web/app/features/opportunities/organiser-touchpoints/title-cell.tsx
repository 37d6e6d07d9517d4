import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from '../../../components/ui/badge/badge';
import { FeaturedToggle } from './featured-toggle';
import { type Organiser, relationOf, type TouchpointRow } from './organiser';
import styles from './organiser-lists.module.css';
import { showsFeaturedToggle } from './row-actions';

const EDIT_PATHS = { Job: 'jobs', Internship: 'internships', Event: 'events' } as const;

/** Where a row's title leads: the host edits it; a co-host or an invitee opens its public page. */
export const rowLinkOf = (organiser: Organiser, row: TouchpointRow): string => {
  const base = EDIT_PATHS[row.attributes.touchpointable_type];
  return relationOf(organiser, row) === 'host' ? `/${base}/${row.id}/edit` : `/${base}/${row.id}`;
};

export interface TitleCellProps {
  organiser: Organiser;
  row: TouchpointRow;
  /** Shows Job or Internship beside the title (the hiring list mixes both). */
  showType?: boolean;
  onFeaturedChange: (featured: boolean) => void;
}

/**
 * The Title column: the featured star (approved recruiters' own rows), the title as a link, and who
 * the row is shared with (co-hosting someone's event, or the co-hosts of one's own).
 */
export const TitleCell = ({
  organiser,
  row,
  showType = false,
  onFeaturedChange,
}: TitleCellProps) => {
  const { t } = useTranslation('hiring');
  const relation = relationOf(organiser, row);
  const { title, featured, creatable_for, cohost_applications, touchpointable_type } =
    row.attributes;
  const cohosts = cohost_applications
    .filter((application) => application.state === 'accepted')
    .map((application) => application.cohost.name);
  return (
    <span className={styles.titleCell}>
      {showsFeaturedToggle(organiser, row) ? (
        <FeaturedToggle id={row.id} title={title} featured={featured} onChange={onFeaturedChange} />
      ) : null}
      <span className={styles.titleText}>
        <Link to={rowLinkOf(organiser, row)} className={styles.titleLink}>
          {title}
        </Link>
        <span className={styles.titleMeta}>
          {showType ? <Tag>{t(`types.${touchpointable_type.toLowerCase()}`)}</Tag> : null}
          {relation === 'host' && cohosts.length > 0 ? (
            <span>{t('shared.withCohosts', { names: cohosts.join(', ') })}</span>
          ) : null}
          {relation !== 'host' ? (
            <span>{t('shared.hostedBy', { name: creatable_for.name })}</span>
          ) : null}
        </span>
      </span>
    </span>
  );
};
