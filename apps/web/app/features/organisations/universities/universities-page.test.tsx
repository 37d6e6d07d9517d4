import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';
import { UniversitiesPage } from './universities-page';

const emptyList = {
  data: [],
  meta: { page: 1, per_page: 50, total_count: 0, total_pages: 0 },
};

const renderPage = (q: string) => {
  const Stub = createRoutesStub([
    {
      path: '/universities',
      Component: () => <UniversitiesPage data={{ page: 1, q, universities: emptyList }} />,
    },
  ]);
  return render(<Stub initialEntries={[`/universities?q=${q}`]} />);
};

describe('universities page', () => {
  test('searches by name or city with a real GET form that keeps the words', async () => {
    const { container } = renderPage('Quarrydown');
    const box = await screen.findByRole('searchbox', { name: 'Find a university by name or city' });
    expect((box as HTMLInputElement).value).toBe('Quarrydown');
    const form = container.querySelector('form[role="search"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/universities');
    expect(screen.getByText('No university matches “Quarrydown”')).toBeTruthy();
  });
});
