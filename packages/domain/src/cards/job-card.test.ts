import { describe, expect, it } from 'vitest';
import { jobCardView } from './job-card';

const now = new Date('2025-03-01T12:00:00Z');
const job = {
  id: 'c5b3a0a4-58a4-4f3e-9d2f-3b2b0b7f0d21',
  title: 'Graduate Data Analyst',
  touchpointable_type: 'Job',
  minimum_salary: 30000,
  maximum_salary: 35000,
  pay_currency: 'GBP',
  cities: [{ id: 1, name: 'Manchester' }],
  working_model: 'hybrid',
  area_of_responsibilities: ['Data', { name: 'Analytics' }],
  application_deadline: '2025-03-10T12:00:00Z',
  isExpired: false,
};

describe('jobCardView', () => {
  it('turns a touchpoint into what the card shows', () => {
    const view = jobCardView(job, {}, now);
    expect(view.title).toBe('Graduate Data Analyst');
    expect(view.salary).toEqual({ text: '£30,000 - £35,000', isEstimated: false });
    expect(view.cityNames).toEqual(['Manchester']);
    expect(view.workModes).toEqual(['hybrid']);
    expect(view.isRemote).toBe(false);
    expect(view.areaOfResponsibilities).toEqual(['Data', 'Analytics']);
    expect(view.deadline.band).toBe('warning');
    expect(view.deadline.tooltipLabel).toBe('9d left');
    expect(view.closedLabel).toBeNull();
    expect(view.link).toEqual({ href: `/jobs/${job.id}`, target: '_self', rel: undefined });
  });

  it('includes remote among the working models', () => {
    const view = jobCardView({ ...job, working_model: ['remote', 'office'] }, {}, now);
    expect(view.workModes).toEqual(['remote', 'office']);
    expect(view.isRemote).toBe(true);
  });

  it("shows the 'Closed' label when expired", () => {
    expect(jobCardView({ ...job, isExpired: true }, {}, now).closedLabel).toBe('Closed');
    expect(
      jobCardView({ ...job, application_deadline: '2025-02-28T12:00:00Z' }, {}, now).closedLabel,
    ).toBe('Closed');
  });

  it('links internships to their page, in a new tab on request, and has no default city', () => {
    const view = jobCardView(
      { ...job, touchpointable_type: 'Internship', cities: [] },
      { openInNewTab: true },
      now,
    );
    expect(view.link).toEqual({
      href: `/internships/${job.id}`,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(view.cityNames).toEqual([]);
  });
});
