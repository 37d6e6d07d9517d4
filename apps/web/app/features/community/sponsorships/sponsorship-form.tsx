import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { ApiError } from '../../../lib/api/api-error';
import styles from './sponsorships.module.css';

/** The answers a form shows in its own words instead of the client's toast. */
export const EXPECTED = [400, 404, 422] as const;

/** A decimal amount typed in the form ('1500', '19.99') as minor units, or null when invalid. */
export const minorFromInput = (value: string): number | null => {
  const text = value.trim().replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
};

export const inputFromMinor = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

/** What a failed save says: the API's field messages, else its error. */
const failureOf = (error: unknown): string => {
  if (error instanceof ApiError) {
    const body = error.body as { error?: string; fields?: { message: string }[] } | undefined;
    return body?.fields?.[0]?.message ?? body?.error ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
};

/**
 * A form's saving state: `refuse` shows a message without calling the API; `save` runs the call,
 * then `onSaved`, and on failure shows what the API said and lets the manager try again.
 */
export const useSaving = (onSaved: () => Promise<void>) => {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      await onSaved();
    } catch (failure) {
      setError(failureOf(failure));
      setBusy(false);
    }
  };
  return { error, busy, refuse: setError, save };
};

/**
 * The frame both sponsorship forms share (a package, a sponsor): a card with its heading, the
 * fields, what went wrong, and Save / Cancel.
 */
export const SponsorshipForm = ({
  id,
  title,
  saveLabel,
  error,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  id: string;
  title: string;
  saveLabel: string;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation('organisers');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card as="form" className={styles.form} onSubmit={submit} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.cardActions}>
        <Button type="submit" variant="primary" loading={busy}>
          {saveLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('sponsorships.form.cancel')}
        </Button>
      </div>
    </Card>
  );
};
