import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Pagination, pageSlots } from './pagination';

afterEach(cleanup);

describe('pageSlots', () => {
  test('lists every page when there are few', () => {
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  test('keeps first, last and the neighbours of the current page', () => {
    expect(pageSlots(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 'gap-end', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap-start', 19, 20]);
  });
});

describe('Pagination', () => {
  test('buttons call back with the chosen page and mark the current one', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageCount={8} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  test('links point at each page and there is no previous link on page 1', () => {
    render(<Pagination page={1} pageCount={3} getPageHref={(page) => `/companies?page=${page}`} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/companies?page=2',
    );
  });

  test('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
