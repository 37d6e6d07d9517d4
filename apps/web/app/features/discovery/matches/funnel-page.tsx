import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { TouchpointCardOf } from './match-card';
import { MatchFacts } from './match-facts';
import styles from './matches.module.css';
import { dismissMatch, preferMatches, useMatches, viewMatch } from './matches-api';
import { allMatches } from './matches-state';

/**
 * `/candidate/funnel-matches`: the new matches one at a time. "Interested" marks it preferred,
 * "Not for me" dismisses it; either way it counts as viewed. When none are left: seen all.
 */
export const FunnelPage = () => {
  const { t } = useTranslation('matches');
  const { state } = useMatches();
  if (state.status !== 'ready')
    return (
      <div className={styles.page} aria-busy={state.status === 'loading'}>
        <Skeleton shape="block" height="16rem" />
      </div>
    );
  const unvisited = allMatches(state.document).filter((tp) => !tp.attributes.match.viewed_at);
  const [touchpoint] = unvisited;
  if (!touchpoint) return <Navigate to="/candidate/matches/seen-all" replace />;
  const { match } = touchpoint.attributes;
  const sections = { Job: 'jobs', Internship: 'internships', Event: 'events' } as const;
  return (
    <div className={styles.funnel}>
      <p className={styles.lead} aria-live="polite">
        {t('funnel.left', { count: unvisited.length })}
      </p>
      <ul className={styles.single}>
        <li>
          <TouchpointCardOf
            touchpoint={touchpoint}
            href={`/${sections[touchpoint.attributes.touchpointable_type]}/${touchpoint.id}`}
          />
        </li>
      </ul>
      <MatchFacts match={match} dismissable={false} />
      <div className={styles.funnelActions}>
        <Button
          variant="secondary"
          onClick={() => {
            void viewMatch(match.id);
            void dismissMatch(match.id);
          }}
        >
          {t('funnel.skip')}
        </Button>
        <Button
          onClick={() => {
            void viewMatch(match.id);
            void preferMatches([match.id]);
          }}
        >
          {t('funnel.like')}
        </Button>
      </div>
      <Link to="/candidate/matches" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
        {t('funnel.all')}
      </Link>
    </div>
  );
};
