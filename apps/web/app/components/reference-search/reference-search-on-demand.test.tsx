import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ReferenceSearchOnDemand } from './reference-search-on-demand';

const cities = [{ id: 'c1', name: 'Leeds, United Kingdom' }];

/** An empty Cities picker searching with `search`. */
const emptyPicker = (search: (text: string, signal: AbortSignal) => Promise<typeof cities>) => (
  <ReferenceSearchOnDemand
    id="cities"
    label="Cities"
    multiple
    value={[]}
    onChange={() => {}}
    search={search}
    placeholder="Type a city"
  />
);

describe('a picker whose combobox loads on first use', () => {
  it('shows its label and box at once; focused, it becomes the combobox with the text and the focus', async () => {
    const search = vi.fn(async () => cities);
    render(emptyPicker(search));
    const box = screen.getByRole('combobox', { name: 'Cities' });
    expect(box.getAttribute('aria-controls')).toBeNull();
    // Whether the loaded combobox has the focus as soon as it is on the page (a key typed in
    // between would be lost), read when the page changes, before anything else runs.
    let focusedWhenShown: boolean | null = null;
    const observer = new MutationObserver(() => {
      const shown = screen.queryByRole('combobox', { name: 'Cities' });
      if (focusedWhenShown === null && shown?.getAttribute('aria-controls')) {
        focusedWhenShown = document.activeElement === shown;
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    box.focus();
    fireEvent.change(box, { target: { value: 'Le' } });
    // The loaded combobox controls its results list, holds what was typed and has the focus.
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Cities' }).getAttribute('aria-controls'),
      ).not.toBeNull(),
    );
    observer.disconnect();
    expect(focusedWhenShown).toBe(true);
    const combobox = screen.getByRole('combobox', { name: 'Cities' }) as HTMLInputElement;
    expect(combobox.value).toBe('Le');
    expect(document.activeElement).toBe(combobox);
    await waitFor(() => expect(search).toHaveBeenCalledWith('Le', expect.any(AbortSignal)), {
      timeout: 2000,
    });
  });

  it('typed into before the page hydrated, becomes the combobox searching that text', async () => {
    const search = vi.fn(async () => cities);
    const picker = emptyPicker(search);
    const container = document.createElement('div');
    container.innerHTML = renderToString(picker);
    document.body.append(container);
    // The visitor focuses the server's box and types before any script runs.
    const early = container.querySelector('input') as HTMLInputElement;
    early.focus();
    early.value = 'Le';
    const root = await act(async () => hydrateRoot(container, picker));
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Cities' }).getAttribute('aria-controls'),
      ).not.toBeNull(),
    );
    const combobox = screen.getByRole('combobox', { name: 'Cities' }) as HTMLInputElement;
    expect(combobox.value).toBe('Le');
    expect(document.activeElement).toBe(combobox);
    await waitFor(() => expect(search).toHaveBeenCalledWith('Le', expect.any(AbortSignal)), {
      timeout: 2000,
    });
    act(() => root.unmount());
    container.remove();
  });

  it('holding records, is the combobox with their chips from the first render', async () => {
    const onChange = vi.fn();
    render(
      <ReferenceSearchOnDemand
        label="Cities"
        multiple
        value={cities}
        onChange={onChange}
        search={async () => []}
        placeholder="Type a city"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Leeds, United Kingdom/ }));
    expect(onChange).toHaveBeenCalledWith([]);
  });
});
