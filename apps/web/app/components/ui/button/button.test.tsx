import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Button, buttonClassName } from './button';

afterEach(cleanup);

describe('Button', () => {
  test('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  test('runs its click handler', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Apply</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('while loading it keeps its name, is busy, and ignores clicks and submits', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Publish
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Publish' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('variants and sizes give distinct looks, also for links', () => {
    const looks = new Set(
      (['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) =>
        buttonClassName({ variant }),
      ),
    );
    expect(looks.size).toBe(4);
    expect(buttonClassName({ size: 'sm' })).not.toBe(buttonClassName({ size: 'lg' }));
  });
});
