import { SEARCH_DEBOUNCE_MS } from '@gradway/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckboxGroup, QueryField } from './filter-controls';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the text query', () => {
  it('reaches the address 500 ms after the last key, once', () => {
    const onCommit = vi.fn();
    render(<QueryField label="Search" placeholder="" value="" onCommit={onCommit} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'mark' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(input, { target: { value: 'marketing' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('marketing');
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('in a form, leaves Enter to the form, which submits what the field holds', () => {
    const onCommit = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form>
        <QueryField label="Search" placeholder="" value="" onCommit={onCommit} name="q" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    form.addEventListener('submit', onSubmit);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'data science' } });
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(true);
    expect(new FormData(form).get('q')).toBe('data science');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('commits at once on Enter, and takes a value changed from outside', () => {
    const onCommit = vi.fn();
    const { rerender } = render(
      <QueryField label="Search" placeholder="" value="old" onCommit={onCommit} />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'analyst ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith('analyst');
    rerender(<QueryField label="Search" placeholder="" value="" onCommit={onCommit} />);
    expect(input).toHaveProperty('value', '');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});

describe('a checkbox group', () => {
  it('keeps the options’ order and clears the filter when the last box is unticked', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'remote', label: 'Remote' },
      { value: 'hybrid', label: 'Hybrid' },
    ];
    const { rerender } = render(
      <CheckboxGroup legend="Work mode" options={options} value={['hybrid']} onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
    expect(onChange).toHaveBeenLastCalledWith(['remote', 'hybrid']);
    rerender(
      <CheckboxGroup
        legend="Work mode"
        options={options}
        value={['remote', 'hybrid']}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('submits its ticked values under its name, and shows a value changed from outside', () => {
    const options = [
      { value: 'remote', label: 'Remote' },
      { value: 'hybrid', label: 'Hybrid' },
    ];
    const { container, rerender } = render(
      <form>
        <CheckboxGroup legend="Work mode" options={options} value={['hybrid']} name="modes[]" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    // A box ticked with no handler (as before hydration) stays ticked and is submitted.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
    expect(new FormData(form).getAll('modes[]')).toEqual(['remote', 'hybrid']);
    rerender(
      <form>
        <CheckboxGroup legend="Work mode" options={options} value={[]} name="modes[]" />
      </form>,
    );
    expect(new FormData(form).getAll('modes[]')).toEqual([]);
  });
});
