import {
  EventFeedbackBodySchema,
  getOwnEventFeedbackContract,
  type OwnEventFeedbackDocument,
  RATING_STARS,
  rateEventContract,
} from '@gradway/domain/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextArea } from '../../../components/ui/form/text-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import { useCurrentUser } from '../../../lib/session/current-user';
import styles from './feedback.module.css';

/**
 * After an event ends, a candidate who was checked in rates it 1–5 stars with an optional comment,
 * and may change it (decision 029). Nothing shows to anyone else.
 */
export const RateEvent = ({ touchpointId }: { touchpointId: string }) => {
  const { t } = useTranslation('touchpoints');
  const user = useCurrentUser();
  const isCandidate = user?.userable_type === 'Candidate';
  const [own, setOwn] = useState<OwnEventFeedbackDocument | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<{ rating?: string; comment?: string }>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!isCandidate) return;
    const controller = new AbortController();
    api(
      getOwnEventFeedbackContract,
      { params: { touchpoint_id: touchpointId } },
      { quiet: true, signal: controller.signal },
    )
      .then((document) => {
        setOwn(document);
        setRating(document.data?.attributes.rating ?? null);
        setComment(document.data?.attributes.comment ?? '');
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [isCandidate, touchpointId]);

  if (!own || (!own.meta.can_rate && !own.data)) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = EventFeedbackBodySchema.safeParse({ rating, comment });
    if (!parsed.success) {
      const found: { rating?: string; comment?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'rating') found.rating = issue.message;
        if (issue.path[0] === 'comment') found.comment = issue.message;
      }
      setError(found);
      return;
    }
    setError({});
    setSaving(true);
    try {
      const document = await api(rateEventContract, {
        params: { touchpoint_id: touchpointId },
        body: { rating: parsed.data.rating, comment: parsed.data.comment },
      });
      setOwn({ data: document.data, meta: own.meta });
      toast.success(t('rating.thanks'), { title: t('rating.savedTitle') });
    } catch {
      // Shown by the API client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="event-rating">
      <h2 id="event-rating" className={styles.title}>
        {own.data ? t('rating.yours') : t('rating.title')}
      </h2>
      <p className={styles.muted}>{t('rating.lead')}</p>
      <Form onSubmit={submit} className={styles.form}>
        <fieldset
          className={styles.stars}
          aria-describedby={error.rating ? 'rating-error' : undefined}
        >
          <legend className="visually-hidden">{t('rating.starsLabel')}</legend>
          {RATING_STARS.map((star) => (
            <label key={star} className={styles.star} data-on={rating !== null && star <= rating}>
              <input
                type="radio"
                name="rating"
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="visually-hidden"
                disabled={!own.meta.can_rate}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('rating.star', { count: star })}</span>
            </label>
          ))}
        </fieldset>
        {error.rating ? (
          <p id="rating-error" className={styles.error} role="alert">
            {error.rating}
          </p>
        ) : null}
        <TextArea
          label={t('rating.comment')}
          optional
          rows={3}
          value={comment}
          maxLength={1000}
          onChange={(event) => setComment(event.currentTarget.value)}
          invalid={Boolean(error.comment)}
          helperText={error.comment}
          disabled={!own.meta.can_rate}
        />
        {own.meta.can_rate ? (
          <div>
            <Button type="submit" loading={saving}>
              {own.data ? t('rating.update') : t('rating.send')}
            </Button>
          </div>
        ) : null}
      </Form>
    </section>
  );
};
