import { answerText } from '@gradway/domain';
import type { Attendee, AttendeeListDocument } from '@gradway/domain/contracts';

const STATUS_TEXT: Record<Attendee['attributes']['status'], string> = {
  registered: 'Registered',
  checked_in: 'Checked in',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** One CSV cell: quoted when it holds a comma, quote or line break; formulas defused. */
export const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * The attendee list as CSV (RFC 4180, CRLF): name, email, status, registration and check-in
 * times, then one column per registration question in the event's order.
 */
export const attendeesCsv = (
  attendees: readonly Attendee[],
  questions: AttendeeListDocument['meta']['questions'],
): string => {
  const header = [
    'Name',
    'Email',
    'Status',
    'Registered at',
    'Checked in at',
    ...questions.map((question) => question.label),
  ];
  const rows = attendees.map(({ attributes: a }) => {
    const byQuestion = new Map(a.answers.map((answer) => [answer.question_id, answer.answer]));
    return [
      a.name,
      a.email ?? '',
      STATUS_TEXT[a.status],
      a.registered_at,
      a.checked_in_at ?? '',
      ...questions.map((question) => answerText(byQuestion.get(question.id))),
    ];
  });
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
};
