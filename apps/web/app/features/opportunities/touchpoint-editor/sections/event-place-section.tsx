import { EVENT_MODE_OPTIONS } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { ReferenceSearch } from '../../../../components/reference-search/reference-search';
import { Card } from '../../../../components/ui/card/card';
import { RadioGroup } from '../../../../components/ui/form/radio-group';
import { TextField } from '../../../../components/ui/form/text-field';
import { searchCities } from '../../../../lib/api/reference-lookups';
import { fieldId } from '../editor-errors';
import type { EventMode } from '../editor-values';
import styles from '../touchpoint-editor.module.css';
import type { SectionProps } from './section-props';

/** Virtual (with the link guests join at) or in person (with the venue). */
export const EventPlaceSection = ({ values, errors, change }: SectionProps) => {
  const { t } = useTranslation('editor');
  const text = (
    field: 'place_name' | 'place_address' | 'place_postcode',
    errorKey: string,
    label: string,
    extra: { optional?: boolean; autoComplete?: string } = {},
  ) => (
    <TextField
      id={fieldId(errorKey)}
      label={label}
      optional={extra.optional}
      autoComplete={extra.autoComplete ?? 'off'}
      value={values[field]}
      invalid={Boolean(errors[errorKey])}
      helperText={errors[errorKey]}
      onChange={(event) => change({ [field]: event.currentTarget.value })}
    />
  );
  return (
    <Card as="section" className={styles.section} aria-labelledby="tp-where-title">
      <h2 id="tp-where-title" className={styles.sectionTitle}>
        {t('sections.where')}
      </h2>
      <RadioGroup
        label={t('fields.eventMode')}
        name="event_mode"
        inline
        options={EVENT_MODE_OPTIONS.map((mode) => ({ value: mode.value, label: mode.label }))}
        value={values.event_mode ?? ''}
        onValueChange={(mode) => change({ event_mode: mode as EventMode })}
        invalid={Boolean(errors.event_mode)}
        helperText={errors.event_mode}
      />
      {values.event_mode === 'virtual' ? (
        <TextField
          id={fieldId('virtual_link')}
          label={t('fields.virtualLink')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.virtual_link}
          invalid={Boolean(errors.virtual_link)}
          helperText={errors.virtual_link ?? t('fields.virtualLinkHelper')}
          onChange={(event) => change({ virtual_link: event.currentTarget.value })}
        />
      ) : null}
      {values.event_mode === 'in_person' ? (
        <div className={styles.grid}>
          {text('place_name', 'place.name', t('fields.placeName'))}
          {text('place_address', 'place.address', t('fields.placeAddress'), {
            autoComplete: 'street-address',
          })}
          <ReferenceSearch
            id={fieldId('place.city_id')}
            label={t('fields.placeCity')}
            value={values.place_city}
            onChange={(place_city) => change({ place_city })}
            search={searchCities}
            placeholder={t('fields.citiesPlaceholder')}
            error={errors['place.city_id']}
          />
          {text('place_postcode', 'place.postcode', t('fields.placePostcode'), {
            optional: true,
            autoComplete: 'postal-code',
          })}
        </div>
      ) : null}
    </Card>
  );
};
