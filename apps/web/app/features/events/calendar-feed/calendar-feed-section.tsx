import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { classNames } from '../../../components/ui/class-names';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import { Modal } from '../../../components/ui/modal/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import styles from './calendar-feed.module.css';
import {
  type CalendarFeed,
  createCalendarFeed,
  loadCalendarFeed,
  regenerateCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feed-api';

type Busy = 'create' | 'regenerate' | 'revoke' | null;

/**
 * The candidate's private calendar address in settings (decision 029): make it, copy it, add it
 * to Google Calendar or a webcal app, make a new one or turn it off (the old address stops at once).
 */
export const CalendarFeedSection = ({ className }: { className?: string }) => {
  const { t } = useTranslation('candidate');
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadCalendarFeed(controller.signal)
      .then((found) => setFeed(found))
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoaded(true);
      });
    return () => controller.abort();
  }, []);

  const run = async (action: Exclude<Busy, null>) => {
    setBusy(action);
    try {
      if (action === 'create') setFeed(await createCalendarFeed());
      if (action === 'regenerate') {
        setFeed(await regenerateCalendarFeed());
        toast.success(t('calendarFeed.regenerated'), { title: t('toast.successTitle') });
      }
      if (action === 'revoke') {
        await revokeCalendarFeed();
        setFeed(null);
        toast.success(t('calendarFeed.revoked'), { title: t('toast.successTitle') });
      }
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  };

  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.attributes.url);
      toast.success(t('calendarFeed.copied'), { title: t('toast.successTitle') });
    } catch {
      toast.error(t('calendarFeed.copyFailed'));
    }
  };

  return (
    <Card as="section" className={className} aria-labelledby="settings-calendar">
      <h2 id="settings-calendar" className={styles.title}>
        {t('calendarFeed.title')}
      </h2>
      <p className={styles.muted}>{t('calendarFeed.lead')}</p>
      {!loaded ? null : feed ? (
        <div className={styles.body}>
          <div className={styles.urlRow}>
            <TextField
              label={t('calendarFeed.urlLabel')}
              value={feed.attributes.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              className={styles.url}
              helperText={t('calendarFeed.private')}
            />
            <Button variant="secondary" onClick={copy} className={styles.copy}>
              <Icon name="copy" size={16} />
              {t('calendarFeed.copy')}
            </Button>
          </div>
          <div className={styles.links}>
            <a
              href={feed.attributes.google_calendar_url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: 'primary' })}
            >
              {t('calendarFeed.google')}
              <span className="visually-hidden"> {t('calendarFeed.newTab')}</span>
            </a>
            <a
              href={feed.attributes.webcal_url}
              className={buttonClassName({ variant: 'secondary' })}
            >
              {t('calendarFeed.webcal')}
            </a>
          </div>
          <div className={classNames(styles.links, styles.manage)}>
            <Button variant="ghost" onClick={() => setConfirm('regenerate')}>
              {t('calendarFeed.regenerate')}
            </Button>
            <Button variant="danger" onClick={() => setConfirm('revoke')}>
              {t('calendarFeed.revoke')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button onClick={() => run('create')} loading={busy === 'create'}>
            {t('calendarFeed.create')}
          </Button>
        </div>
      )}
      <Modal
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={
          confirm === 'revoke' ? t('calendarFeed.revokeTitle') : t('calendarFeed.regenerateTitle')
        }
        description={t('calendarFeed.confirmText')}
        size="sm"
        closeLabel={t('settings.cancel')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirm(null)} disabled={busy !== null}>
              {t('settings.cancel')}
            </Button>
            <Button
              variant={confirm === 'revoke' ? 'danger' : 'primary'}
              onClick={() => confirm && run(confirm)}
              loading={busy === confirm}
            >
              {confirm === 'revoke' ? t('calendarFeed.revoke') : t('calendarFeed.regenerate')}
            </Button>
          </>
        }
      />
    </Card>
  );
};
