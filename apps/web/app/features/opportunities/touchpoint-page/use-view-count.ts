import { incrementTouchpointViewCountContract } from '@gradway/domain/contracts';
import { useEffect } from 'react';
import { api } from '../../../lib/api/api-client';

/**
 * Counts one view of a published touchpoint once the page runs in the browser, for guests and
 * signed-in users alike (the API counts each visitor once a day). It never blocks or interrupts
 * the page: a failed count is ignored.
 */
export const useViewCount = (id: string, countable: boolean) => {
  useEffect(() => {
    if (!countable) return;
    api(incrementTouchpointViewCountContract, { params: { id } }, { quiet: true }).catch(
      () => undefined,
    );
  }, [id, countable]);
};
