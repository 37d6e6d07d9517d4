import { OPTIONAL_LABEL_SUFFIX } from '@gradway/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Form } from './form';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { TextArea, TextField } from './text-field';

afterEach(cleanup);

describe('form fields', () => {
  test("an optional field's label ends with ' (optional)'", () => {
    render(<TextField label="Phone number" optional name="phone" />);
    expect(OPTIONAL_LABEL_SUFFIX).toBe(' (optional)');
    expect(screen.getByLabelText('Phone number (optional)')).toBeTruthy();
  });

  test('a required field has no suffix', () => {
    render(<TextField label="Email" name="email" required />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  test('the helper text describes the control', () => {
    render(<TextField label="Short link" name="slug" helperText="Letters, digits, _ and -" />);
    const input = screen.getByLabelText('Short link');
    const helperId = input.getAttribute('aria-describedby');
    expect(helperId).toBeTruthy();
    expect(document.getElementById(helperId ?? '')?.textContent).toBe('Letters, digits, _ and -');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  test('an invalid field is marked aria-invalid with its helper text as the message', () => {
    render(
      <TextField label="Email" name="email" invalid helperText="Enter a valid email address" />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address').id).toBe(
      input.getAttribute('aria-describedby'),
    );
  });

  test('text area, select and checkbox share the optional, invalid and helper states', () => {
    render(
      <>
        <TextArea label="About you" optional name="about" invalid helperText="Too long" />
        <Select
          label="Study year"
          name="year"
          placeholder="Choose"
          options={[
            { value: '1', label: '1' },
            { value: '2', label: '2' },
          ]}
          invalid
          helperText="Pick a year"
        />
        <Checkbox label="I agree" name="agree" invalid helperText="Please agree" />
      </>,
    );
    expect(screen.getByLabelText('About you (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Study year').getAttribute('aria-invalid')).toBe('true');
    const checkbox = screen.getByLabelText('I agree');
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(checkbox.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Please agree');
  });

  test('radio group: labelled, optional suffix, invalid and selectable', () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Work mode"
        name="mode"
        optional
        invalid
        helperText="Choose one"
        options={[
          { value: 'remote', label: 'Remote' },
          { value: 'office', label: 'Office' },
        ]}
        onValueChange={onValueChange}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Work mode (optional)' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByLabelText('Office'));
    expect(onValueChange).toHaveBeenCalledWith('office');
  });

  test('forms skip native browser validation and still submit their fields', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <TextField label="Email" name="email" type="email" required defaultValue="not-an-email" />
        <button type="submit">Send</button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Sign in' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(new FormData(form).get('email')).toBe('not-an-email');
  });
});
