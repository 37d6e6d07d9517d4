import type { AdminRevision } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import styles from './admin.module.css';

/** A field's name as the admin reads it ("application_deadline" → "Application deadline"). */
export const fieldLabel = (field: string) => {
  const words = field.replace(/_ids?$/, '').replaceAll('_', ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/**
 * What changes to a live touchpoint change, field by field: the version they were made on and
 * theirs, each labelled for what it is now. Waiting: "Now" (live) and "Proposed"; approved or
 * published at once: "Before" and "After" (theirs is live); rejected or withdrawn: "Kept" (still
 * live) and theirs as "Rejected" or "Withdrawn".
 */
export const RevisionChanges = ({ revision }: { revision: AdminRevision }) => {
  const { t } = useTranslation('admin');
  const columns = `revisions.columns.${revision.state}` as const;
  // A diff while waiting or once live; rejected or withdrawn changes removed and inserted nothing.
  const diff = revision.state !== 'rejected' && revision.state !== 'withdrawn';
  const Old = diff ? 'del' : 'span';
  const New = diff ? 'ins' : 'span';
  return (
    <section className={styles.changes} aria-labelledby="revision-changes">
      <h2 id="revision-changes" className={styles.changesTitle}>
        {t('revisions.changesTitle')}
      </h2>
      {revision.changes.length === 0 ? (
        <p>{t('revisions.noChanges')}</p>
      ) : (
        <dl className={styles.changeList}>
          {revision.changes.map((change) => (
            <div key={change.field} className={styles.revisionChange}>
              <dt>{fieldLabel(change.field)}</dt>
              <dd>
                <span className={styles.before}>
                  <span className={styles.changeTag}>{t(`${columns}.before`)}</span>
                  <Old>{change.before ?? t('revisions.empty')}</Old>
                </span>
                <span className={styles.after}>
                  <span className={styles.changeTag}>{t(`${columns}.after`)}</span>
                  <New>{change.after ?? t('revisions.empty')}</New>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
};
