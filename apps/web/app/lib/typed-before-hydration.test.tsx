import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { noteTypedFields, retype } from './typed-before-hydration';

const SearchBox = ({ onText }: { onText: (text: string) => void }) => {
  const [text, setText] = useState('');
  return (
    <form>
      <input
        type="search"
        aria-label="Search"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          onText(event.currentTarget.value);
        }}
      />
      <input type="checkbox" aria-label="Remote" />
    </form>
  );
};

describe('what a visitor typed before the page hydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test('reaches the field’s onChange once React listens, and stays in the box', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchBox onText={() => {}} />);
    document.body.append(container);
    const box = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    box.value = 'analyst';
    const typed = noteTypedFields(container);
    expect(typed).toEqual([[box, 'analyst']]);

    const texts: string[] = [];
    await act(async () => {
      hydrateRoot(container, <SearchBox onText={(text) => texts.push(text)} />);
    });
    await act(async () => retype(typed));
    expect(texts).toEqual(['analyst']);
    expect(box.value).toBe('analyst');
  });

  test('notes nothing on a page nobody typed into, and never a choice', () => {
    document.body.innerHTML = renderToString(<SearchBox onText={() => {}} />);
    document.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    expect(noteTypedFields()).toEqual([]);
  });
});
