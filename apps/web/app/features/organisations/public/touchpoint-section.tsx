import { type ListTouchpointsQuery, listTouchpointsContract } from '@gradway/domain/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { api } from '../../../lib/api/api-client';
import {
  type TouchpointCardData,
  TouchpointList,
  toCardData,
} from '../../opportunities/touchpoints';
import styles from './organisation-page.module.css';

/** The public list's filters and order for one section, without its paging. */
export type SectionQuery = Omit<
  Partial<ListTouchpointsQuery>,
  'page' | 'per_page' | 'with_details'
>;

/** One section of an organisation page: its first page of cards and how many there are in all. */
export interface TouchpointSectionData {
  touchpoints: TouchpointCardData[];
  total: number;
  /** Pages of this size follow from the public list, `page=2` first. */
  perPage: number;
  query: SectionQuery;
}

/**
 * A titled grid of an organisation's touchpoints: the first page comes with the page (and is what
 * crawlers read); "Show more" loads the next page from the public list in the browser.
 */
export const TouchpointSection = ({
  title,
  section,
}: {
  title: string;
  section: TouchpointSectionData;
}) => {
  const { t } = useTranslation('organisations');
  const headingId = useId();
  const [more, setMore] = useState<TouchpointCardData[]>([]);
  const [loadedPages, setLoadedPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const shown = more.length === 0 ? section.touchpoints : [...section.touchpoints, ...more];
  if (shown.length === 0) return null;
  const left = Math.max(0, section.total - shown.length);
  const showMore = async () => {
    setLoading(true);
    try {
      const next = await api(listTouchpointsContract, {
        query: { ...section.query, page: loadedPages + 1, per_page: section.perPage },
      });
      setMore((before) => [...before, ...next.data.map(toCardData)]);
      setLoadedPages((pages) => pages + 1);
    } catch {
      // The API client has shown the 'Error!' toast; the button stays for another try.
    } finally {
      setLoading(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.sectionTitle} id={headingId}>
        {title}
      </h2>
      <TouchpointList touchpoints={shown} label={title} />
      {left > 0 ? (
        <div className={styles.sectionMore}>
          <p className={styles.sectionCount}>
            {t('section.shown', { shown: shown.length, total: section.total })}
          </p>
          <Button
            variant="secondary"
            loading={loading}
            onClick={showMore}
            aria-label={t('section.showMoreOf', {
              count: Math.min(left, section.perPage),
              section: title,
            })}
          >
            {t('section.showMore', { count: Math.min(left, section.perPage) })}
          </Button>
        </div>
      ) : null}
    </section>
  );
};
