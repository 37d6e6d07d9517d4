import type { PublicCommitteeDocument } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import styles from './organisation-page.module.css';

export type PublicCommitteeMember = PublicCommitteeDocument['data'][number];

/**
 * The society's committee today (decision 049): each member's picture, name and title, nothing
 * private. A society without a committee shows nothing.
 */
export const SocietyCommittee = ({ members }: { members: PublicCommitteeMember[] }) => {
  const { t } = useTranslation('organisations');
  if (members.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="committee-title">
      <h2 id="committee-title" className={styles.sectionTitle}>
        {t('society.committee')}
      </h2>
      <ul className={styles.committee}>
        {members.map(({ id, attributes }) => {
          const name = `${attributes.first_name} ${attributes.last_name}`.trim();
          return (
            <li key={id} className={styles.committeeMember}>
              <Avatar src={attributes.avatar_url} name={name} size="md" />
              <div>
                <strong>{name}</strong>
                <span>{attributes.title}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
