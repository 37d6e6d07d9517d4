import { formatHeadlineCount, isShownHeadlineCount } from '@gradway/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { SIGN_IN_PATHS } from '../../../lib/session/route-guard';
import type { TouchpointCardData } from '../../opportunities/touchpoints';
import { TouchpointList } from '../../opportunities/touchpoints';
import { SocietyList } from '../../organisations/societies';
import type { HomeData } from './home.server';
import styles from './home-page.module.css';

interface SectionProps {
  id: string;
  title: string;
  lead: string;
  allLabel: string;
  allHref: string;
  children: ReactNode;
}

const Section = ({ id, title, lead, allLabel, allHref, children }: SectionProps) => (
  <section className={styles.section} aria-labelledby={id}>
    <div className={styles.sectionHead}>
      <div>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.sectionLead}>{lead}</p>
      </div>
      <Link to={allHref} className={styles.allLink}>
        {allLabel}
        <Icon name="arrow-right" size={16} />
      </Link>
    </div>
    {children}
  </section>
);

/** A list, its empty state, or the note that it could not load. */
const ListOrState = <T,>({
  items,
  empty,
  render,
}: {
  items: readonly T[] | null;
  empty: string;
  render: (items: readonly T[]) => ReactNode;
}) => {
  const { t } = useTranslation('home');
  if (items === null) return <p className={styles.listState}>{t('sections.loadFailed')}</p>;
  if (items.length === 0) return <p className={styles.listState}>{empty}</p>;
  return <>{render(items)}</>;
};

const TOUCHPOINT_SECTIONS = [
  { key: 'jobs', href: '/search/results?type=jobs' },
  { key: 'internships', href: '/search/results?type=internships' },
  { key: 'events', href: '/search/results?type=events' },
] as const;

export const HomePage = ({ data }: { data: HomeData }) => {
  const { t } = useTranslation('home');
  // Every figure rounded down to thousands (spec §9); one under a thousand is left out.
  const stats = (
    [
      { key: 'jobs', value: data.counts.jobs },
      { key: 'companies', value: data.counts.companies },
      { key: 'opportunities', value: data.counts.opportunities },
    ] as const
  ).filter((stat) => isShownHeadlineCount(stat.value));

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            {t('hero.title')}
          </h1>
          <p className={styles.heroLead}>{t('hero.lead')}</p>
          <div className={styles.heroActions}>
            <Link to={SIGN_IN_PATHS.candidate} className={buttonClassName({ size: 'lg' })}>
              {t('hero.primaryAction')}
            </Link>
            <Link
              to="/search/results?type=jobs"
              className={buttonClassName({ variant: 'secondary', size: 'lg' })}
            >
              {t('hero.secondaryAction')}
            </Link>
          </div>
          {stats.length > 0 ? (
            <dl className={styles.stats} aria-label={t('hero.statsLabel')}>
              {stats.map((stat) => (
                <div key={stat.key} className={styles.stat}>
                  <dt className={styles.statLabel}>{t(`hero.${stat.key}`)}</dt>
                  <dd className={styles.statValue}>{formatHeadlineCount(stat.value)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </section>

      <div className={styles.sections}>
        {TOUCHPOINT_SECTIONS.map((section) => (
          <Section
            key={section.key}
            id={`home-${section.key}`}
            title={t(`sections.${section.key}`)}
            lead={t(`sections.${section.key}Lead`)}
            allLabel={t(`sections.${section.key}All`)}
            allHref={section.href}
          >
            <ListOrState<TouchpointCardData>
              items={data[section.key]}
              empty={t(`sections.${section.key}Empty`)}
              render={(items) => (
                <TouchpointList touchpoints={items} label={t(`sections.${section.key}`)} />
              )}
            />
          </Section>
        ))}
        <Section
          id="home-societies"
          title={t('sections.societies')}
          lead={t('sections.societiesLead')}
          allLabel={t('sections.societiesAll')}
          allHref="/societies"
        >
          <ListOrState
            items={data.societies}
            empty={t('sections.societiesEmpty')}
            render={(items) => <SocietyList societies={items} compact />}
          />
        </Section>

        <section className={styles.audiences} aria-labelledby="home-audiences">
          <h2 id="home-audiences" className="visually-hidden">
            {t('audiences.title')}
          </h2>
          <article className={styles.audience}>
            <span className={styles.audienceIcon}>
              <Icon name="users" size={24} />
            </span>
            <h3 className={styles.audienceTitle}>{t('audiences.societiesTitle')}</h3>
            <p className={styles.audienceBody}>{t('audiences.societiesBody')}</p>
            <Link to="/society/signup" className={buttonClassName()}>
              {t('audiences.societiesAction')}
            </Link>
          </article>
          <article className={styles.audience}>
            <span className={styles.audienceIcon}>
              <Icon name="briefcase" size={24} />
            </span>
            <h3 className={styles.audienceTitle}>{t('audiences.recruitersTitle')}</h3>
            <p className={styles.audienceBody}>{t('audiences.recruitersBody')}</p>
            <Link to="/company/signup" className={buttonClassName()}>
              {t('audiences.recruitersAction')}
            </Link>
          </article>
        </section>
      </div>
    </>
  );
};
