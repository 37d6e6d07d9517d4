import { describe, expect, it } from 'vitest';
import { formatBullets, stripBullets } from './bullets';

describe('formatBullets', () => {
  it('adds a bullet at each new line', () => {
    expect(formatBullets('Teamwork')).toBe('• Teamwork');
    expect(formatBullets('Teamwork\nPython\nSQL')).toBe('• Teamwork\n• Python\n• SQL');
  });

  it('bullets a freshly opened empty line', () => {
    expect(formatBullets('• Teamwork\n')).toBe('• Teamwork\n• ');
    expect(formatBullets('')).toBe('• ');
  });

  it('is idempotent and mends a bullet without its space', () => {
    const once = formatBullets('A\nB');
    expect(formatBullets(once)).toBe(once);
    expect(formatBullets('•A')).toBe('• A');
  });
});

describe('stripBullets', () => {
  it('removes the bullets', () => {
    expect(stripBullets('• Teamwork\n• Python')).toBe('Teamwork\nPython');
    expect(stripBullets(formatBullets('A\nB'))).toBe('A\nB');
  });
});
