import type { IdListResultType } from '@gradway/domain';
import { ID_LIST_MAX_IDS } from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSession } from '../../../lib/session/session-store';
import styles from './search.module.css';
import { shareSelection } from './search-client';

/**
 * The bar under a selection of jobs or internships: share it as a link
 * (`POST /api/v1/id_lists`, then `/search/results?type=…&id_list_ids=<id>`) and copy the link.
 */
export const ShareSelectionBar = ({
  ids,
  type,
  onClear,
}: {
  ids: readonly string[];
  type: IdListResultType;
  onClear: () => void;
}) => {
  const { t } = useTranslation('search');
  const session = useSession();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (ids.length === 0) return null;
  const tooMany = ids.length > ID_LIST_MAX_IDS;

  const share = async () => {
    setBusy(true);
    try {
      setLink(await shareSelection([...ids], type));
    } catch {
      // The API client showed the 'Error!' toast; the selection stays.
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('share.copiedMessage'), { title: t('share.copied') });
    } catch {
      // Clipboard refused (no permission): the link stays selectable in its field.
    }
  };

  return (
    <section className={styles.shareBar} aria-label={t('share.button')}>
      <p className={styles.shareCount} aria-live="polite">
        {t('share.selected', { count: ids.length })}
      </p>
      {tooMany ? (
        <p className={styles.shareHint}>{t('share.limit', { count: ID_LIST_MAX_IDS })}</p>
      ) : null}
      {link ? (
        <div className={styles.shareLink}>
          <TextField
            label={t('share.linkLabel')}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onClick={copy}>{t('share.copy')}</Button>
        </div>
      ) : session ? (
        <Button onClick={share} disabled={busy || tooMany} aria-busy={busy || undefined}>
          {busy ? t('share.creating') : t('share.button')}
        </Button>
      ) : (
        <Link to="/signin" className={buttonClassName({})}>
          {t('share.signIn')}
        </Link>
      )}
      <Button
        variant="ghost"
        onClick={() => {
          setLink(null);
          onClear();
        }}
      >
        {t('share.clear')}
      </Button>
    </section>
  );
};
