import { formatSponsorshipPrice } from '@gradway/domain';
import {
  type SponsorshipPackage,
  updateSponsorshipPackageContract,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { api } from '../../../lib/api/api-client';
import styles from './sponsorships.module.css';

/** A package: its price, places taken, deliverables; edit, archive or restore it. */
export const PackageCard = ({
  item,
  onEdit,
  onChanged,
}: {
  item: SponsorshipPackage;
  onEdit: () => void;
  onChanged: () => Promise<void>;
}) => {
  const { t } = useTranslation('organisers');
  const [busy, setBusy] = useState(false);
  const archive = async (archived: boolean) => {
    setBusy(true);
    try {
      await api(updateSponsorshipPackageContract, {
        params: { id: item.id },
        body: { sponsorship_package: { archived } },
      });
      await onChanged();
    } catch {
      // The client showed the error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="article" className={styles.packageCard} aria-labelledby={`package-${item.id}`}>
      <div className={styles.cardHead}>
        <h3 id={`package-${item.id}`} className={styles.cardTitle}>
          {item.name}
        </h3>
        {item.archived ? (
          <Badge tone="neutral">{t('sponsorships.archived')}</Badge>
        ) : item.full ? (
          <Badge tone="warning">{t('sponsorships.full')}</Badge>
        ) : null}
      </div>
      <p className={styles.price}>
        {formatSponsorshipPrice(item.price_minor, item.currency, item.billing_period)}
      </p>
      {item.description ? <p className={styles.muted}>{item.description}</p> : null}
      <p className={styles.muted}>
        {item.capacity === null
          ? t('sponsorships.placesUnlimited', { count: item.active_count })
          : t('sponsorships.places', { count: item.active_count, capacity: item.capacity })}
      </p>
      {item.deliverables.length > 0 ? (
        <ul className={styles.deliverables} aria-label={t('sponsorships.deliverables')}>
          {item.deliverables.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.cardActions}>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          {t('sponsorships.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={busy}
          onClick={() => void archive(!item.archived)}
        >
          {item.archived ? t('sponsorships.restore') : t('sponsorships.archive')}
        </Button>
      </div>
    </Card>
  );
};
