import { DIGEST_FREQUENCIES, type DigestFrequency } from '@gradway/domain';
import {
  getNotificationPreferencesContract,
  NOTIFICATION_KINDS_OF,
  type NotificationKind,
  type NotificationPreferencesDocument,
  type NotificationSide,
  updateNotificationPreferencesContract,
} from '@gradway/domain/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Form } from '../../../components/ui/form/form';
import { RadioGroup } from '../../../components/ui/form/radio-group';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import styles from './notifications.module.css';

type Preferences = NotificationPreferencesDocument['data']['attributes'];

export interface NotificationPreferencesProps {
  /**
   * Whether the digest frequency is asked here: candidates set it in their settings' email
   * section (the spec's setting), managers and recruiters here.
   */
  showDigest?: boolean;
  /** Whose kinds are listed: a candidate's, or a manager's or recruiter's. */
  side?: NotificationSide;
  className?: string;
}

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/**
 * The settings section of every role: for each kind of notification, in the app and by email
 * (the email digest), and how often the digest goes out (in the user's time zone).
 */
export const NotificationPreferencesSection = ({
  showDigest = false,
  side = 'candidate',
  className,
}: NotificationPreferencesProps) => {
  const { t } = useTranslation('common');
  const [preferences, setPreferences] = useState<Preferences | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    api(getNotificationPreferencesContract, {}, { quiet: true })
      .then((answer) => {
        if (!cancelled) setPreferences(answer.data.attributes);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  const setChannel = (kind: NotificationKind, channel: 'in_app' | 'email', on: boolean) =>
    setPreferences((current) =>
      current
        ? {
            ...current,
            kinds: { ...current.kinds, [kind]: { ...current.kinds[kind], [channel]: on } },
          }
        : current,
    );

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!preferences) return;
    setSaving(true);
    try {
      const zone = browserTimeZone();
      const answer = await api(updateNotificationPreferencesContract, {
        body: {
          notification_preferences: {
            kinds: preferences.kinds,
            ...(showDigest ? { digest_frequency: preferences.digest_frequency } : {}),
            ...(zone ? { time_zone: zone } : {}),
          },
        },
      });
      setPreferences(answer.data.attributes);
      toast.success(t('notifications.preferencesSaved'), { title: t('toast.successTitle') });
    } catch {
      // The API client has shown the error.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card as="section" className={className} aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title" className={styles.preferencesTitle}>
        {t('notifications.preferencesTitle')}
      </h2>
      <p>{t('notifications.preferencesLead')}</p>
      {preferences === null ? (
        <p>{t('notifications.loading')}</p>
      ) : (
        <Form onSubmit={save} aria-labelledby="notification-preferences-title">
          <fieldset className={styles.preferences}>
            <legend className="visually-hidden">{t('notifications.channels')}</legend>
            {NOTIFICATION_KINDS_OF[side].map((kind) => (
              <div className={styles.preferenceRow} key={kind}>
                <span>{t(`notifications.kinds.${kind}`)}</span>
                <label>
                  <input
                    type="checkbox"
                    checked={preferences.kinds[kind].in_app}
                    onChange={(event) => setChannel(kind, 'in_app', event.target.checked)}
                  />
                  {t('notifications.inApp')}
                  <span className="visually-hidden">: {t(`notifications.kinds.${kind}`)}</span>
                </label>
                <label>
                  <input
                    type="checkbox"
                    checked={preferences.kinds[kind].email}
                    onChange={(event) => setChannel(kind, 'email', event.target.checked)}
                  />
                  {t('notifications.email')}
                  <span className="visually-hidden">: {t(`notifications.kinds.${kind}`)}</span>
                </label>
              </div>
            ))}
          </fieldset>
          {showDigest ? (
            <RadioGroup
              label={t('notifications.digestLabel')}
              name="digest_frequency"
              options={DIGEST_FREQUENCIES.map((frequency) => ({
                value: frequency,
                label: t(`notifications.digest.${frequency}`),
              }))}
              value={preferences.digest_frequency}
              onValueChange={(value) =>
                setPreferences({ ...preferences, digest_frequency: value as DigestFrequency })
              }
            />
          ) : null}
          <p>{t('notifications.digestWhen', { zone: preferences.time_zone })}</p>
          <div>
            <Button type="submit" loading={saving}>
              {t('notifications.savePreferences')}
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
};
