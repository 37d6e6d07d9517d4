import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './touchpoint-editor.module.css';

/** `/hiring/create` without a type: a job or an internship? */
export const HiringTypeChoice = () => {
  const { t } = useTranslation('editor');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/hiring" className={styles.back}>
          <Icon name="arrow-left" />
          {t('back.company')}
        </Link>
        <h1 className={styles.title}>{t('choose.title')}</h1>
        <p className={styles.lead}>{t('choose.lead')}</p>
      </header>
      <ul className={styles.choices} aria-label={t('choose.title')}>
        {(['job', 'internship'] as const).map((kind) => (
          <li key={kind}>
            <Link to={`/hiring/create?type=${kind}`} className={styles.choice}>
              <span className={styles.choiceTitle}>
                <Icon name={kind === 'job' ? 'briefcase' : 'star'} />
                {t(`choose.${kind}.title`)}
              </span>
              <span className={styles.choiceText}>{t(`choose.${kind}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};
