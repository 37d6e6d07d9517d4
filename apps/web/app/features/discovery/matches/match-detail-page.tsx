import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { TouchpointCardOf } from './match-card';
import { MatchFacts } from './match-facts';
import styles from './matches.module.css';
import { preferMatches, useMatches, viewMatch } from './matches-api';
import { findMatch } from './matches-state';

const SECTIONS = { Job: 'jobs', Internship: 'internships', Event: 'events' } as const;

/** `/candidate/matches/:slug` (a match id or touchpoint id): one match, why it fits, what's missing. */
export const MatchDetailPage = ({ slug }: { slug: string }) => {
  const { t } = useTranslation('matches');
  const { state } = useMatches();
  const touchpoint = state.status === 'ready' ? findMatch(state.document, slug) : null;
  const matchId = touchpoint?.attributes.match.id;
  const viewed = Boolean(touchpoint?.attributes.match.viewed_at);

  useEffect(() => {
    if (matchId && !viewed) void viewMatch(matchId);
  }, [matchId, viewed]);

  if (state.status === 'loading')
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton shape="block" height="16rem" />
      </div>
    );
  if (!touchpoint)
    return (
      <div className={styles.page}>
        <EmptyState
          title={t('detail.missing')}
          action={
            <Link to="/candidate/matches" className={buttonClassName({})}>
              {t('detail.back')}
            </Link>
          }
        />
      </div>
    );
  const { attributes } = touchpoint;
  const publicPath = `/${SECTIONS[attributes.touchpointable_type]}/${touchpoint.id}`;
  const isEvent = attributes.touchpointable_type === 'Event';
  return (
    <div className={styles.page}>
      <p>
        <Link to="/candidate/matches" className={styles.back}>
          {t('detail.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{attributes.title}</h1>
      <div className={styles.detail}>
        <ul className={styles.single}>
          <li>
            <TouchpointCardOf touchpoint={touchpoint} href={publicPath} />
          </li>
        </ul>
        <section className={styles.panel} aria-labelledby="why">
          <h2 id="why" className={styles.groupTitle}>
            {t('detail.why')}
          </h2>
          <MatchFacts match={attributes.match} />
          <div className={styles.actions}>
            <Link to={publicPath} className={buttonClassName({})}>
              {isEvent ? t('detail.register') : t('detail.apply')}
            </Link>
            {attributes.match.preferred ? null : (
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary' })}
                onClick={() => void preferMatches([attributes.match.id])}
              >
                {t('markPreferred')}
              </button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
};
