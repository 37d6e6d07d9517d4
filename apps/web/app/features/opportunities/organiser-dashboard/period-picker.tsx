import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { PERIODS, type Period } from './metrics';
import styles from './organiser-dashboard.module.css';

/** 7, 30 or 90 days: toggle buttons, the chosen one pressed. */
export const PeriodPicker = ({
  value,
  onChange,
}: {
  value: Period;
  onChange: (period: Period) => void;
}) => {
  const { t } = useTranslation('hiring');
  return (
    <fieldset className={styles.periods}>
      <legend className="visually-hidden">{t('dashboard.periodLabel')}</legend>
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          className={classNames(styles.period, period === value && styles.periodOn)}
          onClick={() => onChange(period)}
        >
          {t('dashboard.period', { days: period })}
        </button>
      ))}
    </fieldset>
  );
};
