import type { SearchMeta } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The result count of a jobs, internships or events search, as the API states it: exact ("1,204
 * jobs"), PostgreSQL's estimate when there are thousands ("About 5,200 jobs"), or, when counting
 * stopped early, the matches counted so far ("412+ internships").
 */
export const TouchpointTotal = ({
  type,
  meta,
}: {
  type: 'jobs' | 'internships' | 'events';
  meta: Pick<SearchMeta, 'total' | 'total_is_estimate' | 'total_is_lower_bound'>;
}) => {
  const { t } = useTranslation('search');
  const key = meta.total_is_lower_bound
    ? 'totalAtLeast'
    : meta.total_is_estimate
      ? 'totalAbout'
      : 'total';
  return t(`results.${key}.${type}`, {
    count: meta.total,
    formatted: meta.total.toLocaleString('en-GB'),
  });
};
