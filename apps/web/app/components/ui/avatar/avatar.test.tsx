import { AVATAR_FILLER_COLOURS, AVATAR_FILLER_EMOJI } from '@gradway/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { Avatar, AvatarStack } from './avatar';

afterEach(cleanup);

describe('Avatar', () => {
  test('shows the picture with the name as its text alternative', () => {
    render(<Avatar src="https://cdn.example.com/a.png" name="Amara Okafor" />);
    expect(screen.getByRole('img', { name: 'Amara Okafor' }).getAttribute('src')).toBe(
      'https://cdn.example.com/a.png',
    );
  });

  test('falls back to initials when the picture is missing or broken', () => {
    render(<Avatar src="https://cdn.example.com/broken.png" name="Amara Okafor" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('AO')).toBeTruthy();
    expect(screen.getByText('Amara Okafor')).toBeTruthy();
  });
});

describe('AvatarStack', () => {
  test('fills missing pictures with pastel emoji avatars, up to 10, and shows +N', () => {
    const { container } = render(
      <AvatarStack pictureUrls={['https://cdn.example.com/a.png']} count={25} extraCount={15} />,
    );
    const slots = container.querySelectorAll('li');
    expect(slots).toHaveLength(10);
    expect(slots[0]?.querySelector('img')).not.toBeNull();
    const filler = slots[1]?.firstElementChild as HTMLElement;
    expect(AVATAR_FILLER_EMOJI).toContain(filler.textContent);
    const hexToRgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    const colour = filler.style.backgroundColor || filler.style.background;
    expect(
      AVATAR_FILLER_COLOURS.some(
        (pastel) => colour.toUpperCase() === pastel || colour === hexToRgb(pastel),
      ),
    ).toBe(true);
    expect(screen.getByText('+15')).toBeTruthy();
  });

  test('no +N when nobody is left over', () => {
    render(<AvatarStack pictureUrls={[]} count={3} />);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });
});
