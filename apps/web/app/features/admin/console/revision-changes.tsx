import type { AdminRevision } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import styles from './admin.module.css';

/** A field's name as the admin reads it ("application_deadline" → "Application deadline"). */
export const fieldLabel = (field: string) => {
  const words = field.replace(/_ids?$/, '').replaceAll('_', ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/** What changes to a live touchpoint change, field by field: before and after. */
export const RevisionChanges = ({ revision }: { revision: AdminRevision }) => {
  const { t } = useTranslation('admin');
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
                  <span className={styles.changeTag}>{t('revisions.before')}</span>
                  <del>{change.before ?? t('revisions.empty')}</del>
                </span>
                <span className={styles.after}>
                  <span className={styles.changeTag}>{t('revisions.after')}</span>
                  <ins>{change.after ?? t('revisions.empty')}</ins>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
};
