import { fieldLabel } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../../components/ui/class-names';
import formStyles from '../../../../components/ui/form/form.module.css';
import styles from '../touchpoint-editor.module.css';

/** A wall-clock date and time as the two inputs hold them (`2026-05-14`, `18:30`). */
export interface DateTimeValue {
  date: string;
  time: string;
}

export const EMPTY_DATE_TIME: DateTimeValue = { date: '', time: '' };

/**
 * The `YYYY-MM-DDTHH:mm` text the API reads in the field's time zone; null when both parts are
 * empty. A half-filled pair is sent as it is, so the shared rules say it is not a date and time.
 */
export const localDateTimeOf = ({ date, time }: DateTimeValue): string | null =>
  date === '' && time === '' ? null : `${date}T${time}`;

/** `2026-05-14T18:30` → its date and time parts (empty parts for null). */
export const dateTimeValueOf = (local: string | null | undefined): DateTimeValue => {
  if (!local) return EMPTY_DATE_TIME;
  const [date = '', time = ''] = local.split('T');
  return { date, time: time.slice(0, 5) };
};

export interface DateTimeFieldProps {
  label: string;
  value: DateTimeValue;
  onChange: (value: DateTimeValue) => void;
  /** The date input's id (the first invalid field gets focus by it). */
  id: string;
  optional?: boolean;
  error?: string;
  helperText?: string;
}

/** A date and a time side by side, under one legend, sharing one helper text. */
export const DateTimeField = ({
  label,
  value,
  onChange,
  id,
  optional = false,
  error,
  helperText,
}: DateTimeFieldProps) => {
  const { t } = useTranslation('editor');
  const helperId = `${id}-helper`;
  const shown = error ?? helperText;
  const control = {
    className: classNames(formStyles.control, styles.dateTimeInput),
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': shown ? helperId : undefined,
  };
  return (
    <fieldset
      className={classNames(formStyles.field, styles.fieldset, error && formStyles.invalid)}
    >
      <legend className={classNames(formStyles.label, styles.legend)}>
        {fieldLabel(label, optional)}
      </legend>
      <div className={styles.dateTimeRow}>
        <label className={styles.dateTimePart}>
          <span className={styles.partLabel}>{t('dateTime.date')}</span>
          <input
            {...control}
            id={id}
            type="date"
            value={value.date}
            onChange={(event) => onChange({ ...value, date: event.currentTarget.value })}
          />
        </label>
        <label className={styles.dateTimePart}>
          <span className={styles.partLabel}>{t('dateTime.time')}</span>
          <input
            {...control}
            id={`${id}-time`}
            type="time"
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
          />
        </label>
      </div>
      {shown ? (
        <p id={helperId} className={formStyles.helper}>
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
};
