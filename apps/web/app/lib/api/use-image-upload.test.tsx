import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useImageUpload } from './use-image-upload';

afterEach(() => vi.restoreAllMocks());

/** A change event of a file input holding `file`. */
const picked = (file: File) => {
  const input = document.createElement('input');
  input.type = 'file';
  Object.defineProperty(input, 'files', { value: [file] });
  return { currentTarget: input } as unknown as ChangeEvent<HTMLInputElement>;
};

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

describe('useImageUpload', () => {
  test('refuses a picture over the limit before sending it, and keeps the previous one', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const onChange = vi.fn();
    const { result } = renderHook(() =>
      useImageUpload({ kind: 'logo', failedMessage: 'Upload failed', onChange }),
    );
    await act(() => result.current.pick(picked(png(2 * 1024 * 1024 + 1))));
    expect(result.current.problem).toBe('Logo: the file is larger than 2 MB.');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  test('uploads a good picture and hands its address over, busy meanwhile', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({
        data: {
          id: '6f1c1a8e-2d1b-4c55-9a7e-3f0b1e2d4c5a',
          type: 'upload',
          attributes: {
            id: '6f1c1a8e-2d1b-4c55-9a7e-3f0b1e2d4c5a',
            kind: 'cover',
            url: '/uploads/cover/a1.png',
            mime: 'image/png',
            bytes: 100,
            filename: 'logo.png',
          },
        },
      }),
    );
    const onChange = vi.fn();
    const onBusyChange = vi.fn();
    const { result } = renderHook(() =>
      useImageUpload({ kind: 'cover', failedMessage: 'Upload failed', onChange, onBusyChange }),
    );
    await act(() => result.current.pick(picked(png(100))));
    expect(result.current.problem).toBeNull();
    expect(onChange).toHaveBeenCalledWith('/uploads/cover/a1.png');
    expect(onBusyChange.mock.calls).toEqual([[true], [false]]);
    expect(result.current).toMatchObject({ busy: false, problem: null });
  });

  test('says the server’s reason when the upload is refused', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: 'Cover image: upload a PNG, JPEG or WebP image.' }, { status: 415 }),
    );
    const onChange = vi.fn();
    const { result } = renderHook(() =>
      useImageUpload({ kind: 'cover', failedMessage: 'Upload failed', onChange }),
    );
    await act(() => result.current.pick(picked(png(100))));
    expect(result.current.problem).toBe('Cover image: upload a PNG, JPEG or WebP image.');
    expect(onChange).not.toHaveBeenCalled();
  });
});
