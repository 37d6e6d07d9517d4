import { APPLICATION_PROGRESS } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { useCurrentUser } from '../../../lib/session/current-user';
import { TouchpointList } from '../../opportunities/touchpoints';
import styles from './candidate-dashboard.module.css';
import { type DashboardData, useCandidateDashboard } from './dashboard-api';
import { PostList, SocietyList } from './dashboard-lists';
import { DashboardSection } from './dashboard-section';

/**
 * `/candidate/dashboard`: the headline counts, the candidate's figures, new matches, deadlines in
 * the next 14 days, registered events, news from followed companies and societies, and their
 * societies. Each empty section points to where to start (onboarding, matches, search).
 */
export const CandidateDashboardPage = () => {
  const { t } = useTranslation('applications');
  const user = useCurrentUser();
  const { state, reload } = useCandidateDashboard();
  const firstName = user?.first_name;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {firstName
            ? t('dashboard.greeting', { name: firstName })
            : t('dashboard.greetingAnonymous')}
        </h1>
        <p className={styles.lead}>
          {state.status === 'ready' && state.data.headline
            ? t('dashboard.headline', state.data.headline)
            : t('dashboard.lead')}
        </p>
      </header>

      {state.status === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p>{t('dashboard.failed', { message: state.message })}</p>
          <Button size="sm" variant="secondary" onClick={reload}>
            {t('dashboard.retry')}
          </Button>
        </div>
      ) : null}

      {state.status === 'loading' ? (
        <div className={styles.loading} aria-busy="true">
          <span className="visually-hidden">{t('dashboard.loading')}</span>
          <Skeleton shape="block" height="5rem" />
          <Skeleton shape="block" height="14rem" />
          <Skeleton shape="block" height="14rem" />
        </div>
      ) : null}

      {state.status === 'ready' ? <DashboardBody data={state.data} /> : null}
    </div>
  );
};

const DashboardBody = ({ data }: { data: DashboardData }) => {
  const { t } = useTranslation('applications');
  const { dashboard, societies } = data;
  const stats = [
    {
      label: t('dashboard.stats.newMatches'),
      value: dashboard.unvisited_matches_count,
      to: '/candidate/matches',
    },
    // Each progress as the tracker counts and names it (one query feeds both).
    ...APPLICATION_PROGRESS.map((progress) => ({
      label: t(`progress.${progress}`),
      value: dashboard.applications_counts[progress],
      to: `/candidate/applications?progress=${progress}`,
    })),
    { label: t('dashboard.stats.following'), value: dashboard.following_count, to: '/companies' },
  ];
  const newsEmpty = dashboard.followed_news.length === 0 && dashboard.followed_posts.length === 0;
  return (
    <>
      <section aria-label={t('dashboard.stats.label')}>
        <ul className={styles.stats}>
          {stats.map((stat) => (
            <li key={stat.label}>
              <Card className={styles.stat} padded={false}>
                <Link to={stat.to} className={styles.statLink}>
                  <span className={styles.statValue}>{stat.value}</span>
                  <span className={styles.statLabel}>{stat.label}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <DashboardSection
        id="dashboard-matches"
        title={t('dashboard.matches.title')}
        more={{ to: '/candidate/matches', label: t('dashboard.matches.seeAll') }}
        isEmpty={dashboard.new_matches.length === 0}
        empty={{
          icon: 'star',
          title: t('dashboard.matches.emptyTitle'),
          description: t('dashboard.matches.emptyDescription'),
          action: {
            to: '/candidate/get-personalised-matches',
            label: t('dashboard.matches.emptyAction'),
          },
        }}
      >
        <TouchpointList touchpoints={dashboard.new_matches} label={t('dashboard.matches.title')} />
      </DashboardSection>
      <div className={styles.columns}>
        <DashboardSection
          id="dashboard-deadlines"
          title={t('dashboard.deadlines.title')}
          more={{
            to: '/candidate/applications?deadline_soon=true',
            label: t('dashboard.deadlines.seeAll'),
          }}
          isEmpty={dashboard.upcoming_deadlines.length === 0}
          empty={{
            icon: 'clock',
            title: t('dashboard.deadlines.emptyTitle'),
            description: t('dashboard.deadlines.emptyDescription'),
            action: {
              to: '/search/results?type=jobs',
              label: t('dashboard.deadlines.emptyAction'),
            },
          }}
        >
          <TouchpointList
            touchpoints={dashboard.upcoming_deadlines}
            label={t('dashboard.deadlines.title')}
          />
        </DashboardSection>
        <DashboardSection
          id="dashboard-events"
          title={t('dashboard.events.title')}
          isEmpty={dashboard.registered_events.length === 0}
          empty={{
            icon: 'calendar',
            title: t('dashboard.events.emptyTitle'),
            description: t('dashboard.events.emptyDescription'),
            action: { to: '/search/results?type=events', label: t('dashboard.events.emptyAction') },
          }}
        >
          <TouchpointList
            touchpoints={dashboard.registered_events}
            label={t('dashboard.events.title')}
          />
        </DashboardSection>
      </div>
      <DashboardSection
        id="dashboard-news"
        title={t('dashboard.news.title')}
        isEmpty={newsEmpty}
        empty={{
          icon: 'building',
          title: t('dashboard.news.emptyTitle'),
          description: t('dashboard.news.emptyDescription'),
          action: { to: '/companies', label: t('dashboard.news.emptyAction') },
        }}
      >
        {dashboard.followed_news.length > 0 ? (
          <TouchpointList touchpoints={dashboard.followed_news} label={t('dashboard.news.title')} />
        ) : null}
        {dashboard.followed_posts.length > 0 ? <PostList posts={dashboard.followed_posts} /> : null}
      </DashboardSection>
      <DashboardSection
        id="dashboard-societies"
        title={t('dashboard.societies.title')}
        isEmpty={societies.length === 0}
        empty={{
          icon: 'users',
          title: t('dashboard.societies.emptyTitle'),
          description: t('dashboard.societies.emptyDescription'),
          action: { to: '/societies', label: t('dashboard.societies.emptyAction') },
        }}
      >
        <SocietyList societies={societies} />
      </DashboardSection>
    </>
  );
};
