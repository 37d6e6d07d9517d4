/**
 * The deadline indicator's day thresholds (spec §4). The spec's two exported constants, 7 and 30,
 * are the outer edges of the indicator: within 7 days it turns orange, beyond 30 days nothing is
 * shown.
 */
export const DEADLINE_URGENT_DAYS = 7;
export const DEADLINE_INDICATOR_DAYS = 30;
/** Up to 14 days the indicator is yellow (warning); from 15 it is silver (tertiary). */
export const DEADLINE_WARNING_DAYS = 14;
