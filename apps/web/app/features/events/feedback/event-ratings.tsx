import {
  type EventRatingsDocument,
  listCompanyEventRatingsContract,
  listSocietyEventRatingsContract,
  RATING_STARS,
} from '@gradway/domain/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api-client';
import type { OrganiserKind } from '../../opportunities/organiser-touchpoints';
import styles from './feedback.module.css';

/**
 * The organiser's view of an event's ratings (decision 029): the average (spec §9: one decimal,
 * 0 when empty), the rating distribution (spec §3: star value → count) as bars, and the comments.
 */
export const EventRatings = ({ ratings }: { ratings: EventRatingsDocument }) => {
  const { t } = useTranslation('hiring');
  const {
    rating_distribution: distribution,
    average_rating: average,
    total_count: total,
  } = ratings.meta;
  const most = Math.max(1, ...Object.values(distribution));
  const comments = ratings.data.filter((row) => row.attributes.comment);
  return (
    <section className={styles.summary} aria-labelledby="event-ratings">
      <h2 id="event-ratings" className={styles.title}>
        {t('ratings.title')}
      </h2>
      <div className={styles.summaryBody}>
        <p className={styles.average}>
          <span className={styles.averageValue} data-testid="average-rating">
            {average.toFixed(1)}
          </span>
          <span aria-hidden="true" className={styles.averageStar}>
            ★
          </span>
          <span className={styles.muted}>{t('ratings.count', { count: total })}</span>
        </p>
        <dl className={styles.bars} aria-label={t('ratings.distribution')}>
          {[...RATING_STARS].reverse().map((star) => {
            const count = distribution[String(star) as keyof typeof distribution] ?? 0;
            return (
              <div key={star} className={styles.bar}>
                <dt>{t('ratings.stars', { count: star })}</dt>
                <dd>
                  <span className={styles.track}>
                    <span className={styles.fill} style={{ width: `${(count / most) * 100}%` }} />
                  </span>
                  <span className={styles.barCount}>{count}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
      {comments.length > 0 ? (
        <ul className={styles.comments}>
          {comments.slice(0, 20).map((row) => (
            <li key={row.id}>
              <p className={styles.commentHead}>
                <span aria-hidden="true">{'★'.repeat(row.attributes.rating)}</span>
                <span className="visually-hidden">
                  {t('ratings.stars', { count: row.attributes.rating })}
                </span>{' '}
                {row.attributes.first_name ?? t('ratings.someone')}
              </p>
              <p>{row.attributes.comment}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};

/**
 * The ratings of the organiser's event, read for `/attendees`: shown once the event has started
 * (before then there is nothing to rate), the average reading 0.0 until the first rating.
 */
export const EventRatingsPanel = ({
  kind,
  eventId,
  startDate,
}: {
  kind: OrganiserKind;
  eventId: string;
  startDate: string | null;
}) => {
  const [ratings, setRatings] = useState<EventRatingsDocument | null>(null);
  const started = startDate !== null && Date.parse(startDate) < Date.now();
  useEffect(() => {
    setRatings(null);
    if (!started) return;
    const controller = new AbortController();
    const call =
      kind === 'company'
        ? api(
            listCompanyEventRatingsContract,
            { params: { id: eventId } },
            { quiet: true, signal: controller.signal },
          )
        : api(
            listSocietyEventRatingsContract,
            { params: { id: eventId } },
            { quiet: true, signal: controller.signal },
          );
    call.then(setRatings).catch(() => undefined);
    return () => controller.abort();
  }, [kind, eventId, started]);
  return ratings ? <EventRatings ratings={ratings} /> : null;
};
