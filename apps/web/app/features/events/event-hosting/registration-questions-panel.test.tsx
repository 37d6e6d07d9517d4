import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RegistrationQuestionsPanel } from './registration-questions-panel';

afterEach(() => vi.restoreAllMocks());

const ID = '4f5b8a2e-7d3c-4f6a-9b1e-2c3d4e5f6a7b';
const SAVED = '5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const question = (id: string, label: string, position: number) => ({
  id,
  type: 'registration_question',
  attributes: { id, kind: 'short_text', label, required: false, options: [], position },
});

describe('the registration questions panel', () => {
  test('adds a choice question with its options, moves it first, and saves the whole list in order', async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return json({ data: [question(SAVED, 'Dietary needs', 0)], meta: { total_count: 1 } });
      }
      return json({ data: [question(SAVED, 'Dietary needs', 0)], meta: { total_count: 1 } });
    });
    render(<RegistrationQuestionsPanel side="society" touchpointId={ID} />);
    expect(((await screen.findByLabelText('Question 1')) as HTMLInputElement).value).toBe(
      'Dietary needs',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.change(screen.getByLabelText('Question 2'), { target: { value: 'Which track?' } });
    fireEvent.change(screen.getAllByLabelText('Type')[1] as HTMLElement, {
      target: { value: 'single_choice' },
    });
    // A choice question needs two options: checked before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText('Give at least two options.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    fireEvent.change(screen.getByLabelText('Option 1'), { target: { value: 'Finance' } });
    fireEvent.change(screen.getByLabelText('Option 2'), { target: { value: 'Tech' } });
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Required' })[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Move up 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save questions' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      registration_questions: [
        {
          kind: 'single_choice',
          label: 'Which track?',
          required: true,
          options: ['Finance', 'Tech'],
        },
        { id: SAVED, kind: 'short_text', label: 'Dietary needs', required: false, options: [] },
      ],
    });
  });
});
