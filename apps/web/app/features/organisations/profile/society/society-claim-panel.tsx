import {
  type ClaimableSocietyListDocument,
  claimSocietyContract,
  listClaimableSocietiesContract,
  type NamedRecord,
  type SocietyOnboardingDocument,
} from '@gradway/domain/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceSearch } from '../../../../components/reference-search/reference-search';
import { Avatar } from '../../../../components/ui/avatar/avatar';
import { Button } from '../../../../components/ui/button/button';
import { TextField } from '../../../../components/ui/form/text-field';
import { Icon } from '../../../../components/ui/icon/icon';
import { Spinner } from '../../../../components/ui/spinner/spinner';
import { api } from '../../../../lib/api/api-client';
import { searchUniversities } from '../../../../lib/api/reference-lookups';
import styles from '../shared/organiser-form.module.css';

type Claimable = ClaimableSocietyListDocument['data'][number];

export interface SocietyClaimPanelProps {
  /** Called with the onboarding state after a claim (attached, or waiting for approval). */
  onClaimed: (document: SocietyOnboardingDocument) => void;
}

/** Find a pre-listed society of the manager's university and claim it. */
export const SocietyClaimPanel = ({ onClaimed }: SocietyClaimPanelProps) => {
  const { t } = useTranslation('organisers');
  const [university, setUniversity] = useState<NamedRecord | null>(null);
  const [name, setName] = useState('');
  const [societies, setSocieties] = useState<Claimable[] | null>(null);
  const [claiming, setClaiming] = useState<string | null>(null);

  useEffect(() => {
    if (!university) {
      setSocieties(null);
      return;
    }
    const controller = new AbortController();
    setSocieties(null);
    api(
      listClaimableSocietiesContract,
      { query: { university_id: university.id } },
      { signal: controller.signal },
    )
      .then((document) => setSocieties(document.data))
      .catch(() => {
        if (!controller.signal.aborted) setSocieties([]);
      });
    return () => controller.abort();
  }, [university]);

  const shown = (societies ?? []).filter((society) =>
    society.attributes.name.toLowerCase().includes(name.trim().toLowerCase()),
  );

  const claim = async (society: Claimable) => {
    setClaiming(society.id);
    try {
      onClaimed(
        await api(claimSocietyContract, { body: { claim: { student_society_id: society.id } } }),
      );
    } catch {
      // The API client showed the 'Error!' toast; the list stays as it was.
    } finally {
      setClaiming(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="claim-title">
      <h2 id="claim-title" className={styles.sectionTitle}>
        {t('society.onboarding.claimTitle')}
      </h2>
      <p className={styles.sectionLead}>{t('society.onboarding.claimLead')}</p>
      <ReferenceSearch
        label={t('society.fields.university')}
        value={university ? [university] : []}
        onChange={(picked) => setUniversity(picked[0] ?? null)}
        search={searchUniversities}
        placeholder={t('society.fields.universityPlaceholder')}
        helperText={t('society.fields.universityHelper')}
      />
      {university ? (
        societies === null ? (
          <p className={styles.pickerStatus}>
            <Spinner size="1rem" /> {t('picker.searching')}
          </p>
        ) : (
          <>
            <TextField
              label={t('society.onboarding.filter')}
              type="search"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              helperText={t('society.onboarding.count', { count: societies.length })}
            />
            {shown.length === 0 ? (
              <p className={styles.notice}>
                <Icon name="info" size={18} />
                <span>{t('society.onboarding.noneFound')}</span>
              </p>
            ) : (
              <ul className={styles.options} aria-label={t('society.onboarding.listLabel')}>
                {shown.map((society) => (
                  <li key={society.id} className={styles.option}>
                    <Avatar
                      src={society.attributes.icon_url}
                      name={society.attributes.name}
                      size="md"
                      square
                    />
                    <div className={styles.optionBody}>
                      <span className={styles.optionName}>{society.attributes.name}</span>
                      <span className={styles.optionMeta}>
                        {society.attributes.is_managed
                          ? t('society.onboarding.managed')
                          : t('society.onboarding.unmanaged')}
                      </span>
                    </div>
                    <Button
                      variant={society.attributes.is_managed ? 'secondary' : 'primary'}
                      size="sm"
                      loading={claiming === society.id}
                      disabled={claiming !== null && claiming !== society.id}
                      onClick={() => claim(society)}
                      aria-label={t(
                        society.attributes.is_managed
                          ? 'society.onboarding.askLabel'
                          : 'society.onboarding.claimLabel',
                        { name: society.attributes.name },
                      )}
                    >
                      {society.attributes.is_managed
                        ? t('society.onboarding.ask')
                        : t('society.onboarding.claim')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )
      ) : null}
    </section>
  );
};
