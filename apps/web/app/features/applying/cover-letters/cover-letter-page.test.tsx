import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { CoverLetter } from './cover-letters-api';

const LETTER: CoverLetter = {
  id: '5b0f3d8e-8a39-4c53-9d54-7f2f1b6b1a01',
  type: 'cover_letter',
  attributes: {
    id: '5b0f3d8e-8a39-4c53-9d54-7f2f1b6b1a01',
    title: 'Graduate Data Analyst – Northwind',
    body_html: "<p>Dear Northwind hiring team,</p><p>I'm keen to join. Thanks</p>",
    touchpoint_id: null,
    touchpoint: null,
    posting_text: null,
    posting_url: null,
    target_words: 250,
    word_count: 9,
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
  },
};

const api = vi.hoisted(() => ({
  listLetters: vi.fn(),
  listTrackedOpportunities: vi.fn(),
  suggest: vi.fn(),
  saveLetter: vi.fn(),
  generateLetter: vi.fn(),
  deleteLetter: vi.fn(),
  downloadLetter: vi.fn(),
}));
vi.mock('./cover-letters-api', () => api);

const { CoverLetterPage } = await import('./cover-letter-page');

beforeEach(() => {
  api.listLetters.mockResolvedValue([LETTER]);
  api.listTrackedOpportunities.mockResolvedValue([]);
});

describe('the cover-letter builder', () => {
  test('shows the saved letter with its word count against the target', async () => {
    render(<CoverLetterPage />);
    await screen.findByRole('button', { name: 'Graduate Data Analyst – Northwind' });
    expect(await screen.findByText('9 words of 250')).toBeTruthy();
  });

  test('shows a suggestion as a diff; accepting it changes the letter, rejecting leaves it', async () => {
    api.suggest.mockImplementation(async (kind: string, text: string) => ({
      kind,
      original: text,
      suggested: text.replace("I'm keen", 'I am eager').replace('Thanks', 'Thank you'),
      source: 'built_in',
    }));
    render(<CoverLetterPage />);
    await screen.findByText('9 words of 250');
    fireEvent.click(screen.getByRole('button', { name: 'More formal' }));
    const diff = await screen.findByRole('region', { name: 'Suggested change' });
    expect(api.suggest).toHaveBeenCalledWith(
      'more_formal',
      "Dear Northwind hiring team,\n\nI'm keen to join. Thanks",
    );
    expect([...diff.querySelectorAll('del')].map((node) => node.textContent).join(' ')).toContain(
      'Thanks',
    );
    expect([...diff.querySelectorAll('ins')].map((node) => node.textContent).join(' ')).toContain(
      'eager',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Suggested change' })).toBeNull(),
    );
    expect(screen.getByText('9 words of 250')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'More formal' }));
    await screen.findByRole('region', { name: 'Suggested change' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('11 words of 250')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Change accepted. Save to keep it.');
  });
});
