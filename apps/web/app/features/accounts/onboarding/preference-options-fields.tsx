import { CANDIDATE_PREFERENCE_OPTION_KEYS } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../../components/ui/dropdown/dropdown';
import { Icon } from '../../../components/ui/icon/icon';
import type { CandidateReferenceData } from './candidate-data';
import styles from './onboarding.module.css';
import type { PreferenceAnswerValues } from './onboarding-values';

export interface PreferenceOptionsFieldsProps {
  values: PreferenceAnswerValues;
  onChange: (values: PreferenceAnswerValues) => void;
  options: CandidateReferenceData['preferenceOptions'];
}

/**
 * The optional preference options (genders, disabilities, socio-economic background), with the
 * privacy note: optional, used only for fair-access programmes, never shown to employers without
 * the candidate's consent.
 */
export const PreferenceOptionsFields = ({
  values,
  onChange,
  options,
}: PreferenceOptionsFieldsProps) => {
  const { t } = useTranslation('candidate');
  return (
    <div className={styles.stack}>
      <aside className={styles.privacyNote} aria-labelledby="privacy-note-title">
        <Icon name="info" size={20} />
        <div>
          <h3 id="privacy-note-title" className={styles.privacyTitle}>
            {t('preferenceOptions.privacyTitle')}
          </h3>
          <p>{t('preferenceOptions.privacyText')}</p>
        </div>
      </aside>
      <div className={styles.grid}>
        {CANDIDATE_PREFERENCE_OPTION_KEYS.map((key) => (
          <Dropdown
            key={key}
            multiple
            optional
            label={t(`preferenceOptions.${key}`)}
            placeholder={t('fields.preferNotToAnswer')}
            searchable={false}
            options={options[key].map((option) => ({
              id: option.id,
              value: option.id,
              label: option.name,
            }))}
            value={values[key]}
            onChange={(value) => onChange({ ...values, [key]: value })}
          />
        ))}
      </div>
    </div>
  );
};
