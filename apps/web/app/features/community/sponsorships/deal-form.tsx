import {
  canMoveSponsorship,
  formatMinorMoney,
  formatSponsorshipPrice,
  SPONSORSHIP_STATUSES,
  type SponsorshipStatus,
} from '@gradway/domain';
import {
  createSponsorshipContract,
  listCompaniesContract,
  type Sponsorship,
  type SponsorshipPackage,
  updateSponsorshipContract,
} from '@gradway/domain/contracts';
import { useEffect, useState } from 'react';
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

interface CompanyChoice {
  id: string;
  name: string;
}

/** A sponsor to record, or one to edit: its package, company, contact, status, dates, amount. */
export const DealForm = ({
  item,
  packages,
  onSaved,
  onCancel,
}: {
  item: Sponsorship | null;
  packages: SponsorshipPackage[];
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
  const { error, busy, refuse, save } = useSaving(onSaved);
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

  const submit = () => {
    const amountMinor = amount.trim() === '' ? null : minorFromInput(amount);
    if (amount.trim() !== '' && amountMinor === null) {
      return refuse(t('sponsorships.form.priceInvalid'));
    }
    if (!companyId && !companyName.trim()) return refuse(t('sponsorships.form.sponsorRequired'));
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
    void save(() =>
      item
        ? api(
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
          )
        : api(
            createSponsorshipContract,
            { body: { sponsorship: { ...common, amount_minor: amountMinor } } },
            { expected: EXPECTED },
          ),
    );
  };

  const statuses = item
    ? SPONSORSHIP_STATUSES.filter((each) => canMoveSponsorship(item.status, each))
    : SPONSORSHIP_STATUSES.filter((each) => each !== 'ended');

  return (
    <SponsorshipForm
      id="deal-form"
      title={item ? t('sponsorships.form.editDeal') : t('sponsorships.form.newDeal')}
      saveLabel={t('sponsorships.form.saveDeal')}
      error={error}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
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
    </SponsorshipForm>
  );
};
