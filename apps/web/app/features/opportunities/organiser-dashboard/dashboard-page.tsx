import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Icon } from '../../../components/ui/icon/icon';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import type { Organiser } from '../organiser-touchpoints';
import { ActivityChart } from './activity-chart';
import { useDashboard } from './dashboard-api';
import { ListShortcuts } from './list-shortcuts';
import { type Metric, metricOf, type Period, periodOf } from './metrics';
import styles from './organiser-dashboard.module.css';
import { PeriodPicker } from './period-picker';
import { SeriesTable } from './series-table';
import { StatTiles } from './stat-tiles';
import { TopTouchpoints } from './top-touchpoints';

export interface DashboardPageProps {
  organiser: Organiser;
  /** The company's or society's name. */
  organisationName: string;
  /** Below the figures: the society's events table. */
  children?: React.ReactNode;
}

const RECRUITER_TABS = ['live', 'in_review', 'drafts', 'ended'] as const;
const SOCIETY_TABS = ['live', 'drafts', 'invited', 'ended'] as const;

/**
 * /recruiter/dashboard and the society's /dashboard: the period's views, registrations,
 * applications and new followers, a daily chart of one of them, the most viewed touchpoints and
 * how many wait in each list tab. The period and the charted figure live in the address.
 */
export const DashboardPage = ({ organiser, organisationName, children }: DashboardPageProps) => {
  const { t } = useTranslation('hiring');
  const [search, setSearch] = useSearchParams();
  const days = periodOf(search);
  const metric = metricOf(search);
  const { state, reload } = useDashboard(organiser.kind, days);
  const dashboard = state.dashboard;

  const setParam = (key: 'days' | 'metric', value: string, fallback: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { preventScrollReset: true, replace: true },
    );
  const isCompany = organiser.kind === 'company';
  const listHref = (tab: string) =>
    isCompany ? `/hiring?tab=${tab}` : { search: `?tab=${tab}`, hash: '#events' };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('dashboard.title')}</h1>
          <p className={styles.lead}>{t('dashboard.lead', { name: organisationName })}</p>
        </div>
        <PeriodPicker
          value={days}
          onChange={(period: Period) => setParam('days', String(period), '30')}
        />
      </header>

      {state.status === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p>{t('dashboard.failed', { message: state.message })}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      ) : null}

      <div aria-busy={state.status === 'loading' || undefined} className={styles.figures}>
        <StatTiles
          totals={dashboard?.totals ?? null}
          followersCount={dashboard?.followers_count ?? null}
          days={days}
          metric={metric}
          onMetricChange={(next: Metric) => setParam('metric', next, 'views')}
        />
        <Card as="section" className={styles.card} aria-labelledby="dashboard-chart-title">
          <h2 id="dashboard-chart-title" className={styles.cardTitle}>
            {t('dashboard.chart.title', {
              metric: t(`dashboard.metrics.${metric}`),
              days,
            })}
          </h2>
          {dashboard ? (
            <>
              <ActivityChart series={dashboard.series} metric={metric} />
              <SeriesTable series={dashboard.series} />
            </>
          ) : (
            <Skeleton height="240px" />
          )}
        </Card>
        <div className={styles.columns}>
          <Card as="section" className={styles.card} aria-labelledby="dashboard-top-title">
            <h2 id="dashboard-top-title" className={styles.cardTitle}>
              {t('dashboard.top.title')}
            </h2>
            {dashboard ? (
              <TopTouchpoints touchpoints={dashboard.top_touchpoints} days={days} />
            ) : (
              <Skeleton height="8rem" />
            )}
          </Card>
          <Card as="section" className={styles.card} aria-labelledby="dashboard-lists-title">
            <h2 id="dashboard-lists-title" className={styles.cardTitle}>
              {t(
                isCompany ? 'dashboard.shortcuts.titleCompany' : 'dashboard.shortcuts.titleSociety',
              )}
            </h2>
            {dashboard ? (
              <ListShortcuts
                counts={
                  isCompany
                    ? dashboard.touchpoint_counts
                    : // A society's Drafts tab lists its events in review too (it has no In
                      // review tab): the tile counts what the tab shows.
                      {
                        ...dashboard.touchpoint_counts,
                        drafts:
                          dashboard.touchpoint_counts.drafts +
                          dashboard.touchpoint_counts.in_review,
                      }
                }
                tabs={isCompany ? RECRUITER_TABS : SOCIETY_TABS}
                hrefOf={listHref}
              />
            ) : (
              <Skeleton height="5rem" />
            )}
            <div className={styles.createRow}>
              {isCompany ? (
                <Link to="/hiring/create" className={buttonClassName({ variant: 'primary' })}>
                  <Icon name="plus" size={16} />
                  {t('create.opportunities')}
                </Link>
              ) : null}
              <Link
                to="/events/create"
                className={buttonClassName({ variant: isCompany ? 'secondary' : 'primary' })}
              >
                <Icon name="calendar" size={16} />
                {t('create.events')}
              </Link>
            </div>
          </Card>
        </div>
      </div>
      {children}
    </div>
  );
};
