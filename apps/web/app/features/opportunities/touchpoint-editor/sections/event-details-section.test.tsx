import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { lists } from '../editor.fixtures';
import { emptyValues } from '../editor-values';
import { EventDetailsSection, typeOfCategory } from './event-details-section';

describe("the event form's type", () => {
  test('is asked once: one field, no second list with the same options', () => {
    render(
      <EventDetailsSection
        values={emptyValues('Event', 'Europe/London')}
        errors={{}}
        change={() => {}}
        lists={lists}
      />,
    );
    expect(screen.getAllByText(/Event type/)).toHaveLength(1);
    expect(screen.queryByText(/Category/)).toBeNull();
  });

  test("a chosen category is the event's type when it is one of the spec's types", () => {
    expect(typeOfCategory('Career Fairs')).toBe('Career Fairs');
    expect(typeOfCategory('Technology')).toBeNull();
    expect(typeOfCategory(undefined)).toBeNull();
  });
});
