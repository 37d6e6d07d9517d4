import { START_DATE_TBD } from '@gradway/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { EventCard } from './event-card';

const REGISTRATIONS_TEXT = 'students like you already registered to this event.';

const baseEvent = {
  id: 'c3b5d2a0-1b1e-4f55-9d8a-3f0d3f3a8e11',
  title: 'Spring Careers Fair',
  start_date: '2025-03-05T18:30:00Z',
  icon_url: 'https://cdn.example.com/fair.jpg',
  url: 'https://events.example.com/fair',
  cities: [{ id: '1', name: 'Manchester' }],
};

afterEach(cleanup);

describe('EventCard', () => {
  test("shows the title, the start date as 'MMM d, h:mma' and the cities", () => {
    render(<EventCard event={baseEvent} options={{ timeZone: 'UTC' }} />);
    expect(screen.getByRole('heading', { name: 'Spring Careers Fair' })).toBeTruthy();
    expect(screen.getByText('Mar 5, 6:30PM')).toBeTruthy();
    expect(screen.getByText('Manchester')).toBeTruthy();
  });

  test("a missing start date reads 'Start Date: TBD'", () => {
    render(<EventCard event={{ ...baseEvent, start_date: null }} />);
    expect(START_DATE_TBD).toBe('Start Date: TBD');
    expect(screen.getByText('Start Date: TBD')).toBeTruthy();
  });

  test('London is the city when none are given', () => {
    render(<EventCard event={{ ...baseEvent, cities: [] }} />);
    expect(screen.getByText('London')).toBeTruthy();
  });

  test('the cover image has its size and loads lazily', () => {
    const { container } = render(<EventCard event={baseEvent} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example.com/fair.jpg');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBeTruthy();
    expect(image?.getAttribute('height')).toBeTruthy();
  });

  test('links to the event url in the same tab, or a new one when asked', () => {
    const { unmount } = render(<EventCard event={baseEvent} />);
    const link = screen.getByRole('link', { name: 'Spring Careers Fair' });
    expect(link.getAttribute('href')).toBe('https://events.example.com/fair');
    expect(link.getAttribute('target')).toBe('_self');
    unmount();
    render(<EventCard event={baseEvent} options={{ openInNewTab: true }} />);
    const newTab = screen.getByRole('link', { name: /Spring Careers Fair/ });
    expect(newTab.getAttribute('target')).toBe('_blank');
    expect(newTab.getAttribute('rel')).toBe('noopener noreferrer');
  });

  test('no registrations row at 9 applications', () => {
    render(<EventCard event={{ ...baseEvent, applications: 9, avatar_urls: [] }} />);
    expect(screen.queryByText(REGISTRATIONS_TEXT)).toBeNull();
  });

  test('from 10 applications: the row, 10 avatars and no extra count at exactly 10', () => {
    const { container } = render(
      <EventCard event={{ ...baseEvent, applications: 10, avatar_urls: ['https://a/1.png'] }} />,
    );
    expect(screen.getByText(REGISTRATIONS_TEXT)).toBeTruthy();
    const avatars = container.querySelectorAll('li');
    expect(avatars).toHaveLength(10);
    expect(screen.queryByText(/^\+\d+$/)).toBeNull();
  });

  test('the extra count is applications minus 10', () => {
    const { container } = render(
      <EventCard event={{ ...baseEvent, applications: 57, avatar_urls: [] }} />,
    );
    expect(screen.getByText('+47')).toBeTruthy();
    expect(container.querySelectorAll('li')).toHaveLength(10);
  });
});
