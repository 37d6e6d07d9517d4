import { EVENT_TYPE_OPTIONS } from '@gradway/domain';
import type { INDUSTRIES } from './tag-lists';

type Industry = (typeof INDUSTRIES)[number];
type EventTypeLabel = (typeof EVENT_TYPE_OPTIONS)[number]['label'];

export interface EventCategoryDefinition {
  /** One of the spec's event types (§9), verbatim. */
  name: EventTypeLabel;
  /** The category preselected when an event is created. */
  default: boolean;
  /** Industries whose employers most often run this kind of event; empty means every industry. */
  industries: readonly Industry[];
}

/** Industries each event type suits (curated from what graduate employers run). */
const INDUSTRIES_BY_EVENT_TYPE: Record<EventTypeLabel, readonly Industry[]> = {
  'Networking & Social': [],
  Competitions: [
    'Technology',
    'Consulting',
    'Investment Banking',
    'Engineering & Manufacturing',
    'Gaming',
  ],
  'Career Fairs': [],
  'Insight Days': [
    'Investment Banking',
    'Law',
    'Accounting & Professional Services',
    'Consulting',
    'Financial Services',
    'Government & Public Sector',
  ],
  Workshops: ['Technology', 'Creative Arts & Design', 'Advertising & Marketing', 'Consulting'],
  'Conferences & Talks': [
    'Technology',
    'Science & Research',
    'Healthcare',
    'Environment & Sustainability',
  ],
};

/** Event categories: the spec's event types in its order; the first is the default. */
export const EVENT_CATEGORIES: readonly EventCategoryDefinition[] = EVENT_TYPE_OPTIONS.map(
  (option, index) => ({
    name: option.label,
    default: index === 0,
    industries: INDUSTRIES_BY_EVENT_TYPE[option.label],
  }),
);
