import { formatSponsorshipPrice, SPONSORSHIP_STATUSES } from '@gradway/domain';
import {
  listSponsorshipPackagesContract,
  listSponsorshipsContract,
  type Sponsorship,
  type SponsorshipListMeta,
  type SponsorshipPackage,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { api } from '../../../lib/api/api-client';
import { DealCard } from './deal-card';
import { DealForm } from './deal-form';
import { PackageCard } from './package-card';
import { PackageForm } from './package-form';
import styles from './sponsorships.module.css';

type PackageItem = SponsorshipPackage;
type DealItem = Sponsorship;
type Editing =
  | { kind: 'package'; item: PackageItem | null }
  | { kind: 'deal'; item: DealItem | null }
  | null;

/**
 * The society's sponsorships (decision 053): priced packages with their deliverables, and the
 * sponsors recorded on them, grouped by their step of the pipeline, with the total agreed value
 * of active deals per currency.
 */
export const SponsorshipsPage = () => {
  const { t } = useTranslation('organisers');
  const [packages, setPackages] = useState<PackageItem[] | null>(null);
  const [deals, setDeals] = useState<DealItem[]>([]);
  const [meta, setMeta] = useState<SponsorshipListMeta | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);

  const reload = useCallback(async () => {
    try {
      const [packageList, dealList] = await Promise.all([
        api(listSponsorshipPackagesContract, {}, { quiet: true }),
        api(listSponsorshipsContract, {}, { quiet: true }),
      ]);
      setPackages(packageList.data.map((item) => item.attributes));
      setDeals(dealList.data.map((item) => item.attributes));
      setMeta(dealList.meta);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const saved = async () => {
    setEditing(null);
    await reload();
  };

  if (failed && packages === null) {
    return (
      <div className={styles.page}>
        <p role="alert">{t('sponsorships.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void reload()}>
          {t('sponsorships.retry')}
        </Button>
      </div>
    );
  }

  const open = (packages ?? []).filter((item) => !item.archived);
  const archived = (packages ?? []).filter((item) => item.archived);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('sponsorships.title')}</h1>
          <p className={styles.lead}>{t('sponsorships.lead')}</p>
        </div>
        {packages && packages.length > 0 ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setEditing({ kind: 'package', item: null })}>
              {t('sponsorships.newPackage')}
            </Button>
            <Button
              variant="primary"
              disabled={open.length === 0}
              onClick={() => setEditing({ kind: 'deal', item: null })}
            >
              {t('sponsorships.newDeal')}
            </Button>
          </div>
        ) : null}
      </header>

      {editing?.kind === 'package' ? (
        <PackageForm item={editing.item} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'deal' ? (
        <DealForm
          item={editing.item}
          packages={open}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : null}

      {packages === null ? (
        <p aria-busy="true" className={styles.lead}>
          {t('sponsorships.loading')}
        </p>
      ) : packages.length === 0 && editing === null ? (
        <EmptyState
          icon="briefcase"
          title={t('sponsorships.empty.title')}
          description={t('sponsorships.empty.description')}
          action={
            <Button variant="primary" onClick={() => setEditing({ kind: 'package', item: null })}>
              {t('sponsorships.empty.action')}
            </Button>
          }
        />
      ) : packages.length > 0 ? (
        <>
          <section aria-labelledby="sponsorship-packages" className={styles.section}>
            <h2 id="sponsorship-packages" className={styles.sectionTitle}>
              {t('sponsorships.packages')}
            </h2>
            <ul className={styles.packages}>
              {[...open, ...archived].map((item) => (
                <li key={item.id}>
                  <PackageCard
                    item={item}
                    onEdit={() => setEditing({ kind: 'package', item })}
                    onChanged={reload}
                  />
                </li>
              ))}
            </ul>
          </section>
          <Pipeline
            deals={deals}
            meta={meta}
            onEdit={(item) => setEditing({ kind: 'deal', item })}
            onChanged={reload}
          />
        </>
      ) : null}
    </div>
  );
};

const Pipeline = ({
  deals,
  meta,
  onEdit,
  onChanged,
}: {
  deals: DealItem[];
  meta: SponsorshipListMeta | null;
  onEdit: (item: DealItem) => void;
  onChanged: () => Promise<void>;
}) => {
  const { t } = useTranslation('organisers');
  const totals = meta?.active_totals ?? [];
  return (
    <section aria-labelledby="sponsors" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="sponsors" className={styles.sectionTitle}>
          {t('sponsorships.sponsors')}
        </h2>
        <p className={styles.total} data-testid="active-total">
          {totals.length === 0
            ? t('sponsorships.noActive')
            : t('sponsorships.activeTotal', {
                total: totals
                  .map((each) =>
                    formatSponsorshipPrice(each.amount_minor, each.currency, each.billing_period),
                  )
                  .join(' + '),
              })}
        </p>
      </div>
      {deals.length === 0 ? (
        <p className={styles.muted}>{t('sponsorships.noDeals')}</p>
      ) : (
        <div className={styles.board}>
          {SPONSORSHIP_STATUSES.map((status) => {
            const inColumn = deals.filter((deal) => deal.status === status);
            return (
              <section key={status} className={styles.column} aria-labelledby={`status-${status}`}>
                <h3 id={`status-${status}`} className={styles.columnTitle}>
                  {t(`sponsorships.status.${status}`)}{' '}
                  <span className={styles.count}>{meta?.counts[status] ?? inColumn.length}</span>
                </h3>
                <ul className={styles.deals}>
                  {inColumn.map((deal) => (
                    <li key={deal.id}>
                      <DealCard deal={deal} onEdit={() => onEdit(deal)} onChanged={onChanged} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
};
