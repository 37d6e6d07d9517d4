import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { noteChangedChoices, noteTypedFields, rechoose, retype } from './typed-before-hydration';

const SearchBox = ({
  onText,
  onRemote = () => {},
}: {
  onText: (text: string) => void;
  onRemote?: (remote: boolean) => void;
}) => {
  const [text, setText] = useState('');
  const [remote, setRemote] = useState(false);
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
      <input
        type="checkbox"
        aria-label="Remote"
        checked={remote}
        onChange={(event) => {
          setRemote(event.currentTarget.checked);
          onRemote(event.currentTarget.checked);
        }}
      />
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

  test('reaches a box’s onChange when it was ticked before, and it stays ticked', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchBox onText={() => {}} />);
    document.body.append(container);
    const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    box.checked = true;
    expect(noteTypedFields(container)).toEqual([]);
    const chosen = noteChangedChoices(container);
    expect(chosen).toEqual([box]);

    const remotes: boolean[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <SearchBox onText={() => {}} onRemote={(remote) => remotes.push(remote)} />,
      );
    });
    await act(async () => rechoose(chosen));
    expect(remotes).toEqual([true]);
    expect(box.checked).toBe(true);
  });

  test('notes nothing on a page nobody touched', () => {
    document.body.innerHTML = renderToString(<SearchBox onText={() => {}} />);
    expect(noteTypedFields()).toEqual([]);
    expect(noteChangedChoices()).toEqual([]);
  });
});
