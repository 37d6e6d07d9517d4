import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Modal } from '../../../components/ui/modal/modal';

export interface LeaveGuardProps {
  /** Whether the form holds changes that are not saved. */
  dirty: boolean;
  /** Set before the form itself navigates away after a save. */
  bypass: RefObject<boolean>;
}

/**
 * Asks before leaving a form with unsaved changes: a dialog for moves inside the app, the
 * browser's own prompt for a reload or a closed tab.
 */
export const LeaveGuard = ({ dirty, bypass }: LeaveGuardProps) => {
  const { t } = useTranslation('editor');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (bypass.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, bypass]);

  const open = blocker.state === 'blocked';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('leave.title')}
      description={t('leave.message')}
      size="sm"
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t('leave.stay')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('leave.leave')}
          </Button>
        </>
      }
    />
  );
};
