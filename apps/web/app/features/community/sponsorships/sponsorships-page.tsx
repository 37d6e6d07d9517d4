import {
  BILLING_PERIODS,
  canMoveSponsorship,
  formatMinorMoney,
  formatSponsorshipPrice,
  nextSponsorshipStatus,
  PRICING_CURRENCIES,
  SPONSORSHIP_STATUSES,
  type SponsorshipStatus,
} from '@gradway/domain';
import {
  createSponsorshipContract,
  createSponsorshipPackageContract,
  deleteSponsorshipContract,
  listCompaniesContract,
  listSponsorshipPackagesContract,
  listSponsorshipsContract,
  type Sponsorship,
  type SponsorshipListMeta,
  type SponsorshipPackage,
  updateSponsorshipContract,
  updateSponsorshipPackageContract,
} from '@gradway/domain/contracts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Select } from '../../../components/ui/form/select';
import { TextArea, TextField } from '../../../components/ui/form/text-field';
import { api } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import styles from './sponsorships.module.css';

type PackageItem = SponsorshipPackage;
type DealItem = Sponsorship;
type Editing =
  | { kind: 'package'; item: PackageItem | null }
  | { kind: 'deal'; item: DealItem | null }
  | null;

/** A decimal amount typed in the form ('1500', '19.99') as minor units, or null when invalid. */
export const minorFromInput = (value: string): number | null => {
  const text = value.trim().replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
};
const inputFromMinor = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

/** What a failed save says: the API's field messages, else its error. */
const failureOf = (error: unknown): string => {
  if (error instanceof ApiError) {
    const body = error.body as { error?: string; fields?: { message: string }[] } | undefined;
    return body?.fields?.[0]?.message ?? body?.error ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
};

const EXPECTED = [400, 404, 422] as const;

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

const PackageCard = ({
  item,
  onEdit,
  onChanged,
}: {
  item: PackageItem;
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
                  .map((each) => formatMinorMoney(each.amount_minor, each.currency))
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

const DealCard = ({
  deal,
  onEdit,
  onChanged,
}: {
  deal: DealItem;
  onEdit: () => void;
  onChanged: () => Promise<void>;
}) => {
  const { t } = useTranslation('organisers');
  const [busy, setBusy] = useState(false);
  const next = nextSponsorshipStatus(deal.status);
  const update = async (body: Parameters<typeof patchDeal>[1]) => {
    setBusy(true);
    try {
      await patchDeal(deal.id, body);
      await onChanged();
    } catch {
      // The client showed the error (a full package, a step not allowed).
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!window.confirm(t('sponsorships.confirmRemove', { name: deal.company_name }))) return;
    setBusy(true);
    try {
      await api(deleteSponsorshipContract, { params: { id: deal.id } });
      await onChanged();
    } catch {
      setBusy(false);
    }
  };
  const saved = deal.deliverables.filter((each) => each.delivered).map((each) => each.label);
  // Ticks show at once; the answer (or a failure, which puts them back) follows.
  const [delivered, setDelivered] = useState(saved);
  const savedKey = saved.join('\n');
  useEffect(() => setDelivered(savedKey ? savedKey.split('\n') : []), [savedKey]);
  const tick = (label: string, on: boolean) => {
    const next = on ? [...delivered, label] : delivered.filter((each) => each !== label);
    setDelivered(next);
    void patchDeal(deal.id, { delivered: next })
      .then(onChanged)
      .catch(() => setDelivered(saved));
  };
  return (
    <Card as="article" className={styles.dealCard} aria-labelledby={`deal-${deal.id}`}>
      <h4 id={`deal-${deal.id}`} className={styles.cardTitle}>
        {deal.company_slug ? (
          <a href={`/companies/${deal.company_slug}`}>{deal.company_name}</a>
        ) : (
          deal.company_name
        )}
      </h4>
      <p className={styles.muted}>
        {deal.package_name} ·{' '}
        {formatSponsorshipPrice(deal.amount_minor, deal.currency, deal.billing_period)}
      </p>
      {deal.start_date || deal.end_date ? (
        <p className={styles.muted}>
          {t('sponsorships.dates', { start: deal.start_date ?? '…', end: deal.end_date ?? '…' })}
        </p>
      ) : null}
      {deal.contact_email ? (
        <p className={styles.muted}>
          <a href={`mailto:${deal.contact_email}`}>{deal.contact_email}</a>
        </p>
      ) : null}
      {deal.deliverables.length > 0 ? (
        <fieldset className={styles.ticks}>
          <legend>
            {t('sponsorships.delivered', {
              done: delivered.length,
              total: deal.deliverables.length,
            })}
          </legend>
          {deal.deliverables.map((each) => (
            <label key={each.label} className={styles.tick}>
              <input
                type="checkbox"
                checked={delivered.includes(each.label)}
                disabled={busy}
                onChange={(event) => tick(each.label, event.target.checked)}
              />
              <span>{each.label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {deal.notes ? <p className={styles.notes}>{deal.notes}</p> : null}
      <div className={styles.cardActions}>
        {next ? (
          <Button
            size="sm"
            variant="primary"
            loading={busy}
            onClick={() => void update({ status: next })}
          >
            {t('sponsorships.moveTo', { status: t(`sponsorships.status.${next}`) })}
          </Button>
        ) : null}
        {canMoveSponsorship(deal.status, 'declined') && deal.status !== 'declined' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => void update({ status: 'declined' })}
          >
            {t('sponsorships.decline')}
          </Button>
        ) : null}
        {deal.status === 'ended' || deal.status === 'declined' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => void update({ status: 'prospect' })}
          >
            {t('sponsorships.reopen')}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" disabled={busy} onClick={onEdit}>
          {t('sponsorships.edit')}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => void remove()}>
          {t('sponsorships.remove')}
        </Button>
      </div>
    </Card>
  );
};

const patchDeal = (
  id: string,
  sponsorship: {
    status?: SponsorshipStatus;
    delivered?: string[];
  },
) => api(updateSponsorshipContract, { params: { id }, body: { sponsorship } });

const PackageForm = ({
  item,
  onSaved,
  onCancel,
}: {
  item: PackageItem | null;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('organisers');
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [price, setPrice] = useState(item ? inputFromMinor(item.price_minor) : '');
  const [currency, setCurrency] = useState<string>(item?.currency ?? 'GBP');
  const [period, setPeriod] = useState<string>(item?.billing_period ?? 'per_year');
  const [deliverables, setDeliverables] = useState((item?.deliverables ?? []).join('\n'));
  const [capacity, setCapacity] = useState(item?.capacity ? String(item.capacity) : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const priceMinor = minorFromInput(price);
  const capacityValue = capacity.trim() === '' ? null : Number(capacity);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('sponsorships.form.nameRequired'));
    if (priceMinor === null) return setError(t('sponsorships.form.priceInvalid'));
    if (capacityValue !== null && !(Number.isInteger(capacityValue) && capacityValue >= 1)) {
      return setError(t('sponsorships.form.capacityInvalid'));
    }
    setBusy(true);
    setError(null);
    const fields = {
      name,
      description,
      price_minor: priceMinor,
      currency: currency as (typeof PRICING_CURRENCIES)[number],
      billing_period: period as (typeof BILLING_PERIODS)[number],
      deliverables: deliverables
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      capacity: capacityValue,
    };
    try {
      if (item) {
        await api(
          updateSponsorshipPackageContract,
          { params: { id: item.id }, body: { sponsorship_package: fields } },
          { expected: EXPECTED },
        );
      } else {
        await api(
          createSponsorshipPackageContract,
          { body: { sponsorship_package: fields } },
          { expected: EXPECTED },
        );
      }
      await onSaved();
    } catch (failure) {
      setError(failureOf(failure));
      setBusy(false);
    }
  };

  return (
    <Card as="form" className={styles.form} onSubmit={submit} aria-labelledby="package-form">
      <h2 id="package-form" className={styles.sectionTitle}>
        {item ? t('sponsorships.form.editPackage') : t('sponsorships.form.newPackage')}
      </h2>
      <TextField
        label={t('sponsorships.form.name')}
        placeholder={t('sponsorships.form.namePlaceholder')}
        value={name}
        maxLength={80}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <TextArea
        label={t('sponsorships.form.description')}
        optional
        value={description}
        maxLength={1000}
        rows={2}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className={styles.row}>
        <TextField
          label={t('sponsorships.form.price')}
          inputMode="decimal"
          value={price}
          required
          invalid={price !== '' && priceMinor === null}
          helperText={
            price !== '' && priceMinor === null ? t('sponsorships.form.priceInvalid') : undefined
          }
          onChange={(event) => setPrice(event.target.value)}
        />
        <Select
          label={t('sponsorships.form.currency')}
          value={currency}
          options={PRICING_CURRENCIES.map((code) => ({ value: code, label: code }))}
          onChange={(event) => setCurrency(event.target.value)}
        />
        <Select
          label={t('sponsorships.form.period')}
          value={period}
          options={BILLING_PERIODS.map((each) => ({
            value: each,
            label: t(`sponsorships.period.${each}`),
          }))}
          onChange={(event) => setPeriod(event.target.value)}
        />
      </div>
      <TextArea
        label={t('sponsorships.form.deliverables')}
        optional
        helperText={t('sponsorships.form.deliverablesHelp')}
        value={deliverables}
        rows={3}
        onChange={(event) => setDeliverables(event.target.value)}
      />
      <TextField
        label={t('sponsorships.form.capacity')}
        optional
        inputMode="numeric"
        helperText={t('sponsorships.form.capacityHelp')}
        value={capacity}
        onChange={(event) => setCapacity(event.target.value)}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.cardActions}>
        <Button type="submit" variant="primary" loading={busy}>
          {t('sponsorships.form.savePackage')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('sponsorships.form.cancel')}
        </Button>
      </div>
    </Card>
  );
};

interface CompanyChoice {
  id: string;
  name: string;
}

const DealForm = ({
  item,
  packages,
  onSaved,
  onCancel,
}: {
  item: DealItem | null;
  packages: PackageItem[];
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('organisers');
  const [packageId, setPackageId] = useState(item?.package_id ?? packages[0]?.id ?? '');
  const [companyName, setCompanyName] = useState(item?.company_name ?? '');
  const [companyId, setCompanyId] = useState<string | null>(item?.company_id ?? null);
  const [choices, setChoices] = useState<CompanyChoice[]>([]);
  const [email, setEmail] = useState(item?.contact_email ?? '');
  const [status, setStatus] = useState<SponsorshipStatus>(item?.status ?? 'prospect');
  const [start, setStart] = useState(item?.start_date ?? '');
  const [end, setEnd] = useState(item?.end_date ?? '');
  const [amount, setAmount] = useState(item ? inputFromMinor(item.amount_minor) : '');
  const [notes, setNotes] = useState(item?.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosenPackage =
    packages.find((each) => each.id === packageId) ??
    (item ? { id: item.package_id, name: item.package_name } : undefined);
  const packageOptions = [
    ...packages.map((each) => ({
      value: each.id,
      label: `${each.name} · ${formatSponsorshipPrice(each.price_minor, each.currency, each.billing_period)}`,
    })),
    ...(item && !packages.some((each) => each.id === item.package_id)
      ? [{ value: item.package_id, label: item.package_name }]
      : []),
  ];

  // Companies on Gradway whose name matches what is typed (the public companies search).
  useEffect(() => {
    const query = companyName.trim();
    if (companyId || query.length < 2) {
      setChoices([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api(
        listCompaniesContract,
        { query: { q: query, per_page: 5 } },
        { quiet: true, signal: controller.signal },
      )
        .then((document) =>
          setChoices(document.data.map((each) => ({ id: each.id, name: each.attributes.name }))),
        )
        .catch(() => setChoices([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [companyName, companyId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountMinor = amount.trim() === '' ? null : minorFromInput(amount);
    if (amount.trim() !== '' && amountMinor === null) {
      return setError(t('sponsorships.form.priceInvalid'));
    }
    if (!companyId && !companyName.trim()) return setError(t('sponsorships.form.sponsorRequired'));
    setBusy(true);
    setError(null);
    const common = {
      package_id: packageId,
      company_id: companyId,
      company_name: companyName,
      contact_email: email.trim() || null,
      status,
      start_date: start || null,
      end_date: end || null,
      notes,
    };
    try {
      if (item) {
        await api(
          updateSponsorshipContract,
          {
            params: { id: item.id },
            body: {
              sponsorship: {
                ...common,
                ...(amountMinor === null ? {} : { amount_minor: amountMinor }),
              },
            },
          },
          { expected: EXPECTED },
        );
      } else {
        await api(
          createSponsorshipContract,
          { body: { sponsorship: { ...common, amount_minor: amountMinor } } },
          { expected: EXPECTED },
        );
      }
      await onSaved();
    } catch (failure) {
      setError(failureOf(failure));
      setBusy(false);
    }
  };

  const statuses = item
    ? SPONSORSHIP_STATUSES.filter((each) => canMoveSponsorship(item.status, each))
    : SPONSORSHIP_STATUSES.filter((each) => each !== 'ended');

  return (
    <Card as="form" className={styles.form} onSubmit={submit} aria-labelledby="deal-form">
      <h2 id="deal-form" className={styles.sectionTitle}>
        {item ? t('sponsorships.form.editDeal') : t('sponsorships.form.newDeal')}
      </h2>
      <Select
        label={t('sponsorships.form.package')}
        value={packageId}
        options={packageOptions}
        onChange={(event) => setPackageId(event.target.value)}
      />
      <div className={styles.companyPicker}>
        <TextField
          label={t('sponsorships.form.company')}
          helperText={
            companyId ? t('sponsorships.form.companyOnGradway') : t('sponsorships.form.companyHelp')
          }
          value={companyName}
          maxLength={160}
          autoComplete="off"
          onChange={(event) => {
            setCompanyName(event.target.value);
            setCompanyId(null);
          }}
        />
        {choices.length > 0 ? (
          <ul className={styles.choices} aria-label={t('sponsorships.form.companiesFound')}>
            {choices.map((choice) => (
              <li key={choice.id}>
                <button
                  type="button"
                  className={styles.choice}
                  onClick={() => {
                    setCompanyId(choice.id);
                    setCompanyName(choice.name);
                    setChoices([]);
                  }}
                >
                  {choice.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.row}>
        <TextField
          label={t('sponsorships.form.email')}
          optional
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Select
          label={t('sponsorships.form.status')}
          value={status}
          options={statuses.map((each) => ({
            value: each,
            label: t(`sponsorships.status.${each}`),
          }))}
          onChange={(event) => setStatus(event.target.value as SponsorshipStatus)}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('sponsorships.form.start')}
          optional
          type="date"
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextField
          label={t('sponsorships.form.end')}
          optional
          type="date"
          value={end}
          onChange={(event) => setEnd(event.target.value)}
        />
        <TextField
          label={t('sponsorships.form.amount')}
          optional
          inputMode="decimal"
          helperText={
            chosenPackage && 'price_minor' in chosenPackage
              ? t('sponsorships.form.amountHelp', {
                  price: formatMinorMoney(chosenPackage.price_minor, chosenPackage.currency),
                })
              : undefined
          }
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <TextArea
        label={t('sponsorships.form.notes')}
        optional
        value={notes}
        maxLength={2000}
        rows={2}
        onChange={(event) => setNotes(event.target.value)}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.cardActions}>
        <Button type="submit" variant="primary" loading={busy}>
          {t('sponsorships.form.saveDeal')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('sponsorships.form.cancel')}
        </Button>
      </div>
    </Card>
  );
};
