import { BILLING_PERIODS, PRICING_CURRENCIES } from '@gradway/domain';
import {
  createSponsorshipPackageContract,
  type SponsorshipPackage,
  updateSponsorshipPackageContract,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/form/select';
import { TextArea, TextField } from '../../../components/ui/form/text-field';
import { api } from '../../../lib/api/api-client';
import {
  EXPECTED,
  inputFromMinor,
  minorFromInput,
  SponsorshipForm,
  useSaving,
} from './sponsorship-form';
import styles from './sponsorships.module.css';

/** A new package, or one to edit: name, price, currency, period, deliverables, capacity. */
export const PackageForm = ({
  item,
  onSaved,
  onCancel,
}: {
  item: SponsorshipPackage | null;
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
  const { error, busy, refuse, save } = useSaving(onSaved);
  const priceMinor = minorFromInput(price);
  const capacityValue = capacity.trim() === '' ? null : Number(capacity);

  const submit = () => {
    if (!name.trim()) return refuse(t('sponsorships.form.nameRequired'));
    if (priceMinor === null) return refuse(t('sponsorships.form.priceInvalid'));
    if (capacityValue !== null && !(Number.isInteger(capacityValue) && capacityValue >= 1)) {
      return refuse(t('sponsorships.form.capacityInvalid'));
    }
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
    void save(() =>
      item
        ? api(
            updateSponsorshipPackageContract,
            { params: { id: item.id }, body: { sponsorship_package: fields } },
            { expected: EXPECTED },
          )
        : api(
            createSponsorshipPackageContract,
            { body: { sponsorship_package: fields } },
            { expected: EXPECTED },
          ),
    );
  };

  return (
    <SponsorshipForm
      id="package-form"
      title={item ? t('sponsorships.form.editPackage') : t('sponsorships.form.newPackage')}
      saveLabel={t('sponsorships.form.savePackage')}
      error={error}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
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
    </SponsorshipForm>
  );
};
