import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { Tabs } from './tabs';

const ITEMS = [
  { value: 'all', label: 'All', count: 12 },
  { value: 'live', label: 'Live', count: 4 },
  { value: 'drafts', label: 'Drafts' },
  { value: 'ended', label: 'Ended' },
] as const;

const Harness = () => {
  const [tab, setTab] = useState<string>('all');
  return (
    <Tabs label="Event status" items={ITEMS} value={tab} onValueChange={setTab}>
      Showing {tab}
    </Tabs>
  );
};

afterEach(cleanup);

describe('Tabs', () => {
  test('marks the selected tab and labels the panel with it', () => {
    render(<Harness />);
    const all = screen.getByRole('tab', { name: 'All 12' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'All 12' }).textContent).toBe('Showing all');
  });

  test('a click selects a tab', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Showing drafts');
  });

  test('arrow keys, Home and End move and select, with one tab stop', () => {
    render(<Harness />);
    const all = screen.getByRole('tab', { name: 'All 12' });
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    const live = screen.getByRole('tab', { name: 'Live 4' });
    expect(document.activeElement).toBe(live);
    expect(live.getAttribute('tabindex')).toBe('0');
    expect(all.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(live, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Showing ended');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Showing all');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Showing ended');
  });
});
