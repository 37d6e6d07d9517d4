import { CLOSED_LABEL } from '@gradway/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { JobCard } from './job-card';

const NOW = new Date('2025-03-01T12:00:00Z');

const baseJob = {
  id: '8f7d5a0c-4a9e-4a43-9a8a-6f2f3b8d2c10',
  title: 'Graduate Software Engineer',
  touchpointable_type: 'Job',
  minimum_salary: 30000,
  maximum_salary: 40000,
  pay_currency: 'GBP',
  cities: [{ id: '1', name: 'Leeds' }],
  working_model: ['remote', 'hybrid'],
  area_of_responsibilities: ['Engineering', 'Data'],
  application_deadline: '2025-03-06T18:00:00Z',
};

afterEach(cleanup);

describe('JobCard', () => {
  test("shows a salary range joined with ' - '", () => {
    render(<JobCard job={baseJob} now={NOW} />);
    expect(screen.getByText('£30,000 - £40,000')).toBeTruthy();
  });

  test('shows a single amount when minimum and maximum are equal', () => {
    render(
      <JobCard
        job={{ ...baseJob, minimum_salary: 45000, maximum_salary: 45000, pay_currency: 'USD' }}
        now={NOW}
      />,
    );
    expect(screen.getByText('$45,000')).toBeTruthy();
  });

  test('marks an estimated salary', () => {
    render(<JobCard job={{ ...baseJob, estimated: true }} now={NOW} />);
    expect(screen.getByText('Estimated')).toBeTruthy();
  });

  test("marks an estimated salary from the touchpoint document's salary_estimated", () => {
    render(<JobCard job={{ ...baseJob, salary_estimated: true }} now={NOW} />);
    expect(screen.getByText('Estimated')).toBeTruthy();
  });

  test('shows title, company, cities, working model with remote, and areas', () => {
    render(<JobCard job={baseJob} company={{ name: 'Acme Ltd' }} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Graduate Software Engineer' })).toBeTruthy();
    expect(screen.getByText((_, node) => node?.textContent === 'Job · Acme Ltd')).toBeTruthy();
    expect(screen.getByText('Leeds')).toBeTruthy();
    expect(screen.getByText('Remote')).toBeTruthy();
    expect(screen.getByText('Hybrid')).toBeTruthy();
    expect(screen.getByText('Engineering · Data')).toBeTruthy();
  });

  test('links to the job page and shows the deadline indicator', () => {
    render(<JobCard job={baseJob} now={NOW} />);
    expect(
      screen.getByRole('link', { name: 'Graduate Software Engineer' }).getAttribute('href'),
    ).toBe('/jobs/8f7d5a0c-4a9e-4a43-9a8a-6f2f3b8d2c10');
    expect(screen.getByRole('button', { name: 'Application deadline: 5d left' })).toBeTruthy();
  });

  test("an expired job shows the 'Closed' label", () => {
    render(<JobCard job={{ ...baseJob, isExpired: true }} now={NOW} />);
    expect(screen.getByText(CLOSED_LABEL)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Application deadline/ })).toBeNull();
  });

  test('internships link to the internship page', () => {
    render(<JobCard job={{ ...baseJob, touchpointable_type: 'Internship' }} now={NOW} />);
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^\/internships\//);
    expect(screen.getByText('Internship')).toBeTruthy();
  });
});
