import type { ApplicationProgress } from '@gradway/domain';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast/toast-store';
import { type Application, trackTouchpoint, untrackTouchpoint } from './applications-api';

/**
 * Moving and removing tracked touchpoints, one call at a time per touchpoint; the tracker's list
 * changes once the API answered (nothing changes when it fails: the toast says why).
 */
export const useTrackerActions = (handlers: {
  replace: (next: Application) => void;
  remove: (touchpointId: string) => void;
}) => {
  const { t } = useTranslation('applications');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const running = useRef(new Set<string>());
  const { replace, remove } = handlers;

  const run = useCallback(async (touchpointId: string, work: () => Promise<void>) => {
    if (running.current.has(touchpointId)) return;
    running.current.add(touchpointId);
    setBusy(new Set(running.current));
    try {
      await work();
    } catch {
      // The API client showed the 'Error!' toast.
    } finally {
      running.current.delete(touchpointId);
      setBusy(new Set(running.current));
    }
  }, []);

  const move = useCallback(
    (application: Application, progress: ApplicationProgress) =>
      run(application.attributes.touchpoint_id, async () => {
        replace(await trackTouchpoint(application.attributes.touchpoint_id, progress));
      }),
    [run, replace],
  );

  const removeOne = useCallback(
    (application: Application) =>
      run(application.attributes.touchpoint_id, async () => {
        await untrackTouchpoint(application.attributes.touchpoint_id);
        remove(application.attributes.touchpoint_id);
        toast.success(t('tracker.removed'));
      }),
    [run, remove, t],
  );

  return { busy, move, remove: removeOne };
};
