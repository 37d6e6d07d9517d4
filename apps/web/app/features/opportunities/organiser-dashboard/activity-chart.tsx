import type { DashboardDay } from '@gradway/domain/contracts';
import { format, parseISO } from 'date-fns';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRID_STEPS, type Metric, niceCeiling, tickIndexes } from './metrics';
import styles from './organiser-dashboard.module.css';
import { useElementWidth } from './use-element-width';

const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };
const FALLBACK_WIDTH = 640;

export interface ActivityChartProps {
  series: readonly DashboardDay[];
  metric: Metric;
}

const dayLabel = (date: string) => format(parseISO(date), 'd MMM');

/**
 * The daily series of one figure as an area chart, drawn as SVG by hand: four figures over at
 * most 90 days need no charting library, and SVG keeps it crisp, themable with the design tokens
 * and light. Pointer or arrow keys move a cursor whose value is announced; the same numbers are
 * also in a table under the chart.
 */
export const ActivityChart = ({ series, metric }: ActivityChartProps) => {
  const { t } = useTranslation('hiring');
  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef) || FALLBACK_WIDTH;
  const [active, setActive] = useState<number | null>(null);

  const values = series.map((day) => day[metric]);
  const top = niceCeiling(Math.max(0, ...values));
  const innerWidth = Math.max(1, width - PAD.left - PAD.right);
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = series.length > 1 ? innerWidth / (series.length - 1) : 0;
  const xOf = (index: number) => PAD.left + (series.length > 1 ? index * step : innerWidth / 2);
  const yOf = (value: number) => PAD.top + innerHeight * (1 - value / top);
  const bottom = PAD.top + innerHeight;

  const line = values
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${xOf(index)},${yOf(value)}`)
    .join(' ');
  const area =
    values.length > 0 ? `${line} L${xOf(values.length - 1)},${bottom} L${xOf(0)},${bottom} Z` : '';
  const gridValues = Array.from({ length: GRID_STEPS + 1 }, (_, i) => (top / GRID_STEPS) * i);
  const ticks = tickIndexes(series.length, width < 480 ? 4 : 7);
  const metricName = t(`dashboard.metrics.${metric}`);

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / Math.max(1, box.width)) * width;
    const index = step > 0 ? Math.round((x - PAD.left) / step) : 0;
    setActive(Math.min(series.length - 1, Math.max(0, index)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = series.length - 1;
    const current = active ?? last;
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  };

  const activeDay = active === null ? null : series[active];
  const focusDay = activeDay ?? series.at(-1);
  const valueText = focusDay
    ? t('dashboard.chart.readout', {
        date: format(parseISO(focusDay.date), 'EEEE d MMMM'),
        figure: t(`dashboard.count.${metric}`, { count: focusDay[metric] }),
      })
    : t('dashboard.chart.noData');

  return (
    <div className={styles.chart} data-metric={metric}>
      <div
        ref={wrapRef}
        className={styles.chartCanvas}
        tabIndex={0}
        role="slider"
        aria-roledescription={t('dashboard.chart.roleDescription')}
        aria-label={t('dashboard.chart.label', { metric: metricName, days: series.length })}
        aria-describedby={`${metric}-chart-help`}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, series.length - 1)}
        aria-valuenow={active ?? Math.max(0, series.length - 1)}
        aria-valuetext={valueText}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
      >
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          onPointerMove={pick}
          onPointerLeave={() => setActive(null)}
        >
          {gridValues.map((value) => (
            <g key={value}>
              <line
                className={styles.grid}
                x1={PAD.left}
                x2={width - PAD.right}
                y1={yOf(value)}
                y2={yOf(value)}
              />
              <text
                className={styles.axis}
                x={PAD.left - 8}
                y={yOf(value)}
                dy="0.32em"
                textAnchor="end"
              >
                {value.toLocaleString('en-GB')}
              </text>
            </g>
          ))}
          {ticks.map((index) => (
            <text
              key={index}
              className={styles.axis}
              x={xOf(index)}
              y={HEIGHT - 8}
              textAnchor={index === 0 ? 'start' : index === series.length - 1 ? 'end' : 'middle'}
            >
              {series[index] ? dayLabel(series[index].date) : ''}
            </text>
          ))}
          <path className={styles.area} d={area} />
          <path className={styles.line} d={line} />
          {activeDay && active !== null ? (
            <g>
              <line
                className={styles.cursor}
                x1={xOf(active)}
                x2={xOf(active)}
                y1={PAD.top}
                y2={bottom}
              />
              <circle className={styles.dot} cx={xOf(active)} cy={yOf(activeDay[metric])} r={5} />
            </g>
          ) : null}
        </svg>
        {activeDay && active !== null ? (
          <div
            className={styles.tooltip}
            style={{
              left: Math.min(Math.max(xOf(active), 70), width - 70),
              top: Math.max(yOf(activeDay[metric]) - 12, 8),
            }}
          >
            <strong>{t(`dashboard.count.${metric}`, { count: activeDay[metric] })}</strong>
            <span>{format(parseISO(activeDay.date), 'EEE d MMM')}</span>
          </div>
        ) : null}
      </div>
      <p id={`${metric}-chart-help`} className="visually-hidden">
        {t('dashboard.chart.help')}
      </p>
    </div>
  );
};
