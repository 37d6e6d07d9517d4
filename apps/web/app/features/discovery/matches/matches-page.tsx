import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { MatchCard } from './match-card';
import styles from './matches.module.css';
import { loadMatches, useMatches } from './matches-api';
import { allMatches, MATCH_GROUPS } from './matches-state';

/**
 * `/candidate/matches`: the candidate's matches grouped as jobs, internships and events, with how
 * many are new and how many seen. Opening one marks it viewed and moves the counts at once.
 */
export const MatchesPage = () => {
  const { t } = useTranslation('matches');
  const navigate = useNavigate();
  const { state, reload } = useMatches();
  const document = state.status === 'ready' ? state.document : null;
  const empty = document !== null && allMatches(document).length === 0;

  useEffect(() => {
    if (document?.meta.generating) navigate('/candidate/matches/generating', { replace: true });
    else if (empty) navigate('/candidate/get-personalised-matches', { replace: true });
  }, [document, empty, navigate]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        {document ? (
          <p className={styles.lead} data-testid="match-counts">
            {t('list.counts', {
              unvisited: document.meta.unvisited_count,
              viewed: document.meta.viewed_count,
            })}
          </p>
        ) : null}
        <div className={styles.headerActions}>
          <Link to="/candidate/funnel-matches" className={buttonClassName({ size: 'sm' })}>
            {t('list.review')}
          </Link>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              loadMatches('now').catch(() => null);
              navigate('/candidate/matches/generating');
            }}
          >
            {t('list.refresh')}
          </Button>
        </div>
      </header>

      {state.status === 'loading' ? (
        <div aria-busy="true" className={styles.loading}>
          <span className="visually-hidden">{t('loading')}</span>
          <Skeleton shape="block" height="12rem" />
          <Skeleton shape="block" height="12rem" />
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <div role="alert" className={styles.failed}>
          <p>{t('failed')}</p>
          <Button size="sm" variant="secondary" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      ) : null}

      {document && !empty
        ? MATCH_GROUPS.map((group) => {
            const touchpoints = document.data.touchpoints[group];
            const counts = document.meta[group];
            const headingId = `matches-${group}`;
            return (
              <section key={group} className={styles.group} aria-labelledby={headingId}>
                <h2 id={headingId} className={styles.groupTitle}>
                  {t(`groups.${group}`)}{' '}
                  <span className={styles.groupCounts} data-testid={`counts-${group}`}>
                    {t('list.groupCounts', {
                      unvisited: counts.unvisited_count,
                      viewed: counts.viewed_count,
                    })}
                  </span>
                </h2>
                {touchpoints.length === 0 ? (
                  <p className={styles.none}>{t(`none.${group}`)}</p>
                ) : (
                  <ul className={styles.list} aria-label={t(`groups.${group}`)}>
                    {touchpoints.map((touchpoint) => (
                      <MatchCard key={touchpoint.attributes.match.id} touchpoint={touchpoint} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        : null}
      {document && !empty && document.meta.unvisited_count === 0 ? (
        <p className={styles.lead}>
          <Link to="/candidate/matches/seen-all">{t('list.seenAll')}</Link>
        </p>
      ) : null}
    </div>
  );
};
