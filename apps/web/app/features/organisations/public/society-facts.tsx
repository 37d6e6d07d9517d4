import type { StudentSocietyPage } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './organisation-page.module.css';

/** The numbers a partner looks at: members, followers, events held and to come. */
export const SocietyFacts = ({ society }: { society: StudentSocietyPage }) => {
  const { t } = useTranslation('organisations');
  const facts = [
    { label: t('societyDetail.members'), value: society.members_count },
    { label: t('societyDetail.followers'), value: society.followers_count },
    { label: t('societyDetail.eventsHeld'), value: society.past_events_count },
    { label: t('societyDetail.upcomingEvents'), value: society.upcoming_events_count },
  ];
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('societyDetail.facts')}</h2>
      <dl className={styles.stats}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.stat}>
            <dt>{fact.label}</dt>
            <dd>{fact.value.toLocaleString('en-GB')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/** Where the society's members study (the universities it reaches). */
export const SocietyAudience = ({ society }: { society: StudentSocietyPage }) => {
  const { t } = useTranslation('organisations');
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('societyDetail.audience')}</h2>
      <p className={styles.about}>{t('societyDetail.audienceDescription')}</p>
      {society.audience.length > 0 ? (
        <ul className={styles.list}>
          {society.audience.map((university) => (
            <li key={university.id}>
              <Icon name="building" size={16} />
              <span>
                {university.name}
                {' · '}
                {t('societyDetail.audienceMembers', { count: university.members_count })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.about}>{t('societyDetail.noAudience')}</p>
      )}
    </section>
  );
};
