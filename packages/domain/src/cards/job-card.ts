import type { DateInput } from '../format/date-input';
import { type WorkMode, workModesOf } from '../states/work-mode';
import type { CLOSED_LABEL } from '../texts';
import { type DeadlineIndicator, deadlineIndicator } from './deadline-indicator';
import { cardCityNames, type NamedCity } from './event-card';
import { type CardLink, cardLink } from './link';
import { type SalaryDisplay, type SalaryInput, salaryDisplay } from './salary';

/** The touchpoint fields a job or internship card reads (spec §3). */
export interface JobCardTouchpoint extends SalaryInput {
  id: string;
  title: string;
  touchpointable_type?: 'Job' | 'Internship' | string;
  url?: string | null;
  cities?: ReadonlyArray<NamedCity> | null;
  working_model?: string | ReadonlyArray<string> | null;
  area_of_responsibilities?: ReadonlyArray<string | { name: string }> | null;
  application_deadline?: DateInput;
  isExpired?: boolean | null;
}

export interface JobCardOptions {
  /** IANA zone a deadline without an offset is read in. */
  timeZone?: string;
  openInNewTab?: boolean;
}

export interface JobCardView {
  id: string;
  title: string;
  salary: SalaryDisplay | null;
  /** The given cities; unlike events, no default city. */
  cityNames: string[];
  workModes: WorkMode[];
  /** Whether remote is among the work modes. */
  isRemote: boolean;
  areaOfResponsibilities: string[];
  deadline: DeadlineIndicator;
  /** 'Closed' when expired, else null. */
  closedLabel: typeof CLOSED_LABEL | null;
  link: CardLink;
}

const touchpointPath = (touchpoint: JobCardTouchpoint): string =>
  touchpoint.touchpointable_type === 'Internship'
    ? `/internships/${touchpoint.id}`
    : `/jobs/${touchpoint.id}`;

/** Everything a job or internship card shows, from the touchpoint (spec §2). */
export const jobCardView = (
  touchpoint: JobCardTouchpoint,
  options: JobCardOptions = {},
  now: Date = new Date(),
): JobCardView => {
  const workModes = workModesOf(touchpoint.working_model);
  const deadline = deadlineIndicator(
    {
      deadline: touchpoint.application_deadline,
      isExpired: touchpoint.isExpired,
      timeZone: options.timeZone,
    },
    now,
  );
  return {
    id: touchpoint.id,
    title: touchpoint.title,
    salary: salaryDisplay(touchpoint),
    cityNames: cardCityNames(touchpoint.cities, null),
    workModes,
    isRemote: workModes.includes('remote'),
    areaOfResponsibilities: (touchpoint.area_of_responsibilities ?? [])
      .map((area) => (typeof area === 'string' ? area : area.name))
      .filter((name) => name.trim() !== ''),
    deadline,
    closedLabel: deadline.closedLabel,
    link: cardLink(
      touchpoint.url?.trim() ? touchpoint.url : touchpointPath(touchpoint),
      options.openInNewTab,
    ),
  };
};
