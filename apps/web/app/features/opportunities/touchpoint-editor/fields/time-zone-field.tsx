import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../../../components/ui/dropdown/dropdown';
import { timeZoneOptions } from './time-zones';

export interface TimeZoneFieldProps {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  id: string;
  error?: string;
  helperText?: string;
}

/** The IANA time zone a date is read in: a searchable list ('london', 'new york'). */
export const TimeZoneField = ({
  label,
  value,
  onChange,
  id,
  error,
  helperText,
}: TimeZoneFieldProps) => {
  const { t } = useTranslation('editor');
  const options = useMemo(() => timeZoneOptions(value ? [value] : []), [value]);
  return (
    <Dropdown
      id={id}
      label={label}
      options={options}
      value={value || null}
      onChange={(zone) => onChange(zone ?? '')}
      placeholder={t('dateTime.zonePlaceholder')}
      searchPlaceholder={t('dateTime.zoneSearch')}
      noResultsText={t('lists.noResults')}
      invalid={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
};
