import { describe, expect, it } from 'vitest';
import { isWorkMode, WORK_MODE_LABELS, WORK_MODES, workModesOf } from './work-mode';

describe('work modes', () => {
  it('are remote, hybrid and office', () => {
    expect(WORK_MODES).toEqual(['remote', 'hybrid', 'office']);
    expect(WORK_MODE_LABELS).toEqual({ remote: 'Remote', hybrid: 'Hybrid', office: 'Office' });
    expect(isWorkMode('remote')).toBe(true);
    expect(isWorkMode('onsite')).toBe(false);
  });

  it('reads working_model as one value, a list or comma-separated text', () => {
    expect(workModesOf('remote')).toEqual(['remote']);
    expect(workModesOf(['office', 'Remote', 'remote'])).toEqual(['remote', 'office']);
    expect(workModesOf('hybrid, office')).toEqual(['hybrid', 'office']);
    expect(workModesOf('moon base')).toEqual([]);
    expect(workModesOf(null)).toEqual([]);
  });
});
