import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Table, type TableColumn } from './table';

interface Row {
  id: string;
  title: string;
  views: number;
}

const COLUMNS: TableColumn<Row>[] = [
  { key: 'title', header: 'Title', cell: (row) => row.title, primary: true },
  { key: 'views', header: 'Views', cell: (row) => row.views, align: 'end' },
];

afterEach(cleanup);

describe('Table', () => {
  test('renders a captioned table with column headers and cells labelled for phones', () => {
    render(
      <Table
        caption="Your events"
        columns={COLUMNS}
        rows={[{ id: '1', title: 'Careers Fair', views: 120 }]}
        rowKey={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Your events' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Views']);
    expect(screen.getByRole('cell', { name: '120' }).getAttribute('data-label')).toBe('Views');
  });

  test('a row menu lists its actions and runs the chosen one', () => {
    const onDelete = vi.fn();
    render(
      <Table
        caption="Your events"
        columns={COLUMNS}
        rows={[{ id: '1', title: 'Careers Fair', views: 3 }]}
        rowKey={(row) => row.id}
        rowActionsLabel={(row) => `Actions for ${row.title}`}
        rowActions={() => [
          { id: 'unpublish', label: 'Unpublish', onSelect: () => {} },
          { id: 'delete', label: 'Delete', isDelete: true, onSelect: onDelete },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Careers Fair' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });

  test('shows the empty state when there are no rows', () => {
    render(
      <Table
        caption="Your events"
        columns={COLUMNS}
        rows={[]}
        rowKey={(row) => row.id}
        empty={<p>No events yet</p>}
      />,
    );
    expect(screen.getByText('No events yet')).toBeTruthy();
  });
});
