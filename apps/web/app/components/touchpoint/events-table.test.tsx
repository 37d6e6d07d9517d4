import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EventsTable, stateText } from './events-table';

const EVENTS = [
  {
    id: 'e1',
    title: 'Spring Careers Fair',
    start_date: '2025-03-05T18:30:00Z',
    state: 'published',
    views: 1520,
    registrations: 48,
  },
  {
    id: 'e2',
    title: 'Draft Workshop',
    start_date: null,
    state: 'draft',
    views: 0,
    registrations: 0,
  },
];

afterEach(cleanup);

describe('EventsTable', () => {
  test('has the columns Date, Title, Status, Views, Registrations', () => {
    render(<EventsTable events={EVENTS} actionsFor={() => []} onAction={() => {}} />);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Date',
      'Title',
      'Status',
      'Views',
      'Registrations',
      'Actions',
    ]);
    expect(screen.getByText('5 Mar 2025')).toBeTruthy();
    expect(screen.getByText('1,520')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
  });

  test('row actions use the spec labels and report the chosen action with its event', () => {
    const onAction = vi.fn();
    render(
      <EventsTable
        events={EVENTS}
        actionsFor={() => ['unpublish', 'enableEasyApply', 'removeCohost', 'stopCohost', 'delete']}
        onAction={onAction}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Spring Careers Fair' }));
    for (const label of [
      'Delete',
      'Remove cohost',
      'Stop cohost',
      'Unpublish',
      'Enable easy apply',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Enable easy apply' }));
    expect(onAction).toHaveBeenCalledWith('enableEasyApply', EVENTS[0]);
  });

  test('state words read as text', () => {
    expect(stateText('ready_for_approval')).toBe('Ready for approval');
    expect(stateText('Sold Out')).toBe('Sold Out');
    expect(stateText('Invitation pending')).toBe('Invitation pending');
  });
});
