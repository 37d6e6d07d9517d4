import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './matches.module.css';
import { useMatches } from './matches-api';

/** `/candidate/matches/success`: the generation is done; how many matches it found. */
export const MatchesSuccessPage = () => {
  const { t } = useTranslation('matches');
  const { state } = useMatches();
  const meta = state.status === 'ready' ? state.document.meta : null;
  return (
    <div className={styles.centered}>
      <span className={styles.bigIcon}>
        <Icon name="check-circle" />
      </span>
      <h1 className={styles.title}>{t('success.title')}</h1>
      {meta ? (
        <p className={styles.lead}>
          {t('success.lead', {
            // Each number with its noun through i18next's plurals ("1 internship").
            jobs: t('success.jobs', { count: meta.jobs.unvisited_count + meta.jobs.viewed_count }),
            internships: t('success.internships', {
              count: meta.internships.unvisited_count + meta.internships.viewed_count,
            }),
            events: t('success.events', {
              count: meta.events.unvisited_count + meta.events.viewed_count,
            }),
          })}
        </p>
      ) : null}
      <div className={styles.headerActions}>
        <Link to="/candidate/matches" className={buttonClassName({})}>
          {t('success.see')}
        </Link>
        <Link to="/candidate/funnel-matches" className={buttonClassName({ variant: 'secondary' })}>
          {t('list.review')}
        </Link>
      </div>
    </div>
  );
};

/** `/candidate/matches/seen-all`: every match has been viewed. */
export const MatchesSeenAllPage = () => {
  const { t } = useTranslation('matches');
  const navigate = useNavigate();
  return (
    <div className={styles.centered}>
      <span className={styles.bigIcon}>
        <Icon name="check-circle" />
      </span>
      <h1 className={styles.title}>{t('seenAll.title')}</h1>
      <p className={styles.lead}>{t('seenAll.lead')}</p>
      <div className={styles.headerActions}>
        <Link to="/candidate/matches" className={buttonClassName({})}>
          {t('seenAll.back')}
        </Link>
        <Button variant="secondary" onClick={() => navigate('/candidate/matches/generating')}>
          {t('list.refresh')}
        </Button>
        <Link to="/search/results?type=jobs" className={buttonClassName({ variant: 'ghost' })}>
          {t('seenAll.search')}
        </Link>
      </div>
    </div>
  );
};

/** `/candidate/get-personalised-matches`: what matching reads from the profile, and a start. */
export const GetPersonalisedMatchesPage = () => {
  const { t } = useTranslation('matches');
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const needs = t('entry.needs', { returnObjects: true }) as string[];
  return (
    <div className={styles.centered}>
      <h1 className={styles.title}>{t('entry.title')}</h1>
      <p className={styles.lead}>{t('entry.lead')}</p>
      <ul className={styles.needs}>
        {needs.map((need) => (
          <li key={need}>
            <Icon name="check-circle" />
            <span>{need}</span>
          </li>
        ))}
      </ul>
      <div className={styles.headerActions}>
        <Button
          loading={starting}
          onClick={() => {
            setStarting(true);
            navigate('/candidate/matches/generating');
          }}
        >
          {t('entry.generate')}
        </Button>
        <Link to="/candidate/profile" className={buttonClassName({ variant: 'secondary' })}>
          {t('entry.profile')}
        </Link>
      </div>
    </div>
  );
};
