import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SocietyCreateForm } from './society-create-form';

const categories = [{ id: '5a0f3a52-6b8e-4a8e-9f0a-2e1c1d9b7a44', name: 'Coding' }];

afterEach(() => vi.restoreAllMocks());

const fieldOf = (label: string) => screen.getByLabelText(label, { exact: false });

describe('creating a society', () => {
  test('shows each missing field’s invalid state and helper text, and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<SocietyCreateForm categories={categories} onCreated={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create society' }));
    const name = fieldOf('Society name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('combobox', { name: 'University' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(fetch).not.toHaveBeenCalled();

    // Typing a name clears that field's error, not the others'.
    fireEvent.change(name, { target: { value: 'Jazz Society' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'University' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  test('keeps what was typed when a field is refused', async () => {
    render(<SocietyCreateForm categories={categories} onCreated={() => {}} />);
    fireEvent.change(fieldOf('Society name'), { target: { value: 'J' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create society' }));
    await waitFor(() => expect(screen.getByText('Enter at least 2 characters')).toBeTruthy());
    expect((fieldOf('Society name') as HTMLInputElement).value).toBe('J');
    // The description is rich text: its count is of the text, without the markup.
    expect(screen.getByText('0 of 2000 characters')).toBeTruthy();
  });
});
