import {
  PARTNERSHIP_MESSAGE_MAX,
  type PartnershipMessage,
  type PartnershipMessageList,
} from '@gradway/domain/contracts';
import { format } from 'date-fns';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { TextArea } from '../../../components/ui/form/text-field';
import { ApiError } from '../../../lib/api/api-error';
import styles from './partnership-thread.module.css';

/** What a refused message says: the API's field message, else its error. */
const failureOf = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) {
    const body = error.body as { error?: string; fields?: { message: string }[] } | undefined;
    return body?.fields?.[0]?.message ?? body?.error ?? fallback;
  }
  return fallback;
};

/**
 * One deal's discussion (decision 056), the same on both sides: the society's managers (from the
 * deal's card on /sponsorships) and the company's recruiters (/recruiter/partnerships/:id/
 * discussions). Oldest message first; the caller's own on the right.
 */
export const PartnershipThread = ({
  load,
  send,
  otherSide,
}: {
  load: () => Promise<PartnershipMessageList>;
  /** Sends a message; rejects with the API's answer when it is refused. */
  send: (body: string) => Promise<unknown>;
  /** Who reads the other side: the society's or the company's name. */
  otherSide: string;
}) => {
  const { t } = useTranslation('organisers');
  const [messages, setMessages] = useState<PartnershipMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      setMessages((await load()).data);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return setError(t('partnerships.thread.empty'));
    setBusy(true);
    setError(null);
    try {
      await send(draft);
      setDraft('');
      await reload();
    } catch (failure) {
      setError(failureOf(failure, t('partnerships.thread.sendFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.thread}>
      {failed && messages === null ? (
        <p role="alert">{t('partnerships.thread.loadFailed')}</p>
      ) : messages === null ? (
        <p aria-busy="true" className={styles.muted}>
          {t('partnerships.thread.loading')}
        </p>
      ) : messages.length === 0 ? (
        <p className={styles.muted}>{t('partnerships.thread.none', { name: otherSide })}</p>
      ) : (
        <ol className={styles.messages} aria-label={t('partnerships.thread.label')}>
          {messages.map(({ id, attributes: message }) => (
            <li key={id} className={message.mine ? styles.mine : styles.theirs}>
              <p className={styles.messageHead}>
                <strong>
                  {message.mine
                    ? t('partnerships.thread.you')
                    : (message.author_name ?? t('partnerships.thread.formerMember'))}
                </strong>{' '}
                <span className={styles.muted}>
                  {t(`partnerships.thread.side.${message.side}`)} ·{' '}
                  <time dateTime={message.created_at}>
                    {format(new Date(message.created_at), 'd MMM, HH:mm')}
                  </time>
                </span>
              </p>
              <p className={styles.messageBody}>{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.composer} onSubmit={submit}>
        <TextArea
          label={t('partnerships.thread.write', { name: otherSide })}
          value={draft}
          rows={3}
          maxLength={PARTNERSHIP_MESSAGE_MAX}
          invalid={error !== null}
          helperText={error ?? undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="primary" loading={busy}>
          {t('partnerships.thread.send')}
        </Button>
      </form>
    </div>
  );
};
