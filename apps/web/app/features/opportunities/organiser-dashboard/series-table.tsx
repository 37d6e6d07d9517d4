import type { DashboardDay } from '@gradway/domain/contracts';
import { format, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { METRICS } from './metrics';
import styles from './organiser-dashboard.module.css';

/** The chart's numbers, day by day, in a table behind a disclosure (newest day first). */
export const SeriesTable = ({ series }: { series: readonly DashboardDay[] }) => {
  const { t } = useTranslation('hiring');
  return (
    <details className={styles.numbers}>
      <summary>{t('dashboard.chart.showNumbers')}</summary>
      <div className={styles.numbersScroll}>
        <table className={styles.numbersTable}>
          <caption className="visually-hidden">{t('dashboard.chart.numbersCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.day')}</th>
              {METRICS.map((metric) => (
                <th key={metric} scope="col">
                  {t(`dashboard.metrics.${metric}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...series].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{format(parseISO(day.date), 'EEE d MMM')}</th>
                {METRICS.map((metric) => (
                  <td key={metric}>{day[metric].toLocaleString('en-GB')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
};
