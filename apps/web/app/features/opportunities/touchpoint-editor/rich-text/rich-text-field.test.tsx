import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { RichTextField } from './rich-text-field';

const Harness = ({ onChange }: { onChange: (html: string) => void }) => {
  const [value, setValue] = useState('<p>Hello world</p>');
  return (
    <RichTextField
      label="Description"
      value={value}
      invalid
      helperText="Add a description"
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
};

/** The editor arrives with a lazily loaded chunk: the first import takes a moment. */
const findEditor = () => screen.findByRole('textbox', { name: 'Description' }, { timeout: 10_000 });

describe('the description’s rich-text field', () => {
  test('is a labelled, described text box with a formatting toolbar, loaded lazily', async () => {
    render(<Harness onChange={() => {}} />);
    const box = await findEditor();
    expect(box.getAttribute('aria-multiline')).toBe('true');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Add a description',
    );
    expect(box.textContent).toBe('Hello world');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    const names = [...toolbar.querySelectorAll('button')].map((button) =>
      button.getAttribute('aria-label'),
    );
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Undo',
      'Redo',
    ]);
  });

  test('the toolbar is one tab stop; arrow keys move along it', async () => {
    render(<Harness onChange={() => {}} />);
    await findEditor();
    const bold = screen.getByRole('button', { name: 'Bold' });
    const italic = screen.getByRole('button', { name: 'Italic' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(bold.tabIndex).toBe(0);
    expect(italic.tabIndex).toBe(-1);
    act(() => bold.focus());
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(italic);
    fireEvent.keyDown(italic, { key: 'End' });
    expect(document.activeElement).toBe(redo);
    fireEvent.keyDown(redo, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(bold);
  });

  test('a tool says whether it is on (aria-pressed)', async () => {
    render(<Harness onChange={() => {}} />);
    await findEditor();
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
  });
});
