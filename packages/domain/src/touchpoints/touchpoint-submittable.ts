import { htmlToPlainText } from './html-to-text';
import { localDateTimeToInstant } from './local-date-time';
import type { TouchpointFieldErrors, TouchpointInput } from './touchpoint-input';
import { TOUCHPOINT_INPUT_MESSAGES as M } from './touchpoint-input-messages';

/** Whether rich text holds any words once its markup is set aside. */
export const hasText = (html: string | null): boolean => htmlToPlainText(html) !== '';

const checkJobOrInternship = (input: TouchpointInput, errors: TouchpointFieldErrors, now: Date) => {
  if (input.city_ids.length === 0 && input.working_model !== 'remote') {
    errors.city_ids = M.citiesRequired;
  }
  if (input.application_deadline === null) errors.application_deadline = M.deadlineRequired;
  else if (input.application_deadline_time_zone === null) {
    errors.application_deadline_time_zone = M.deadlineTimeZoneRequired;
  } else {
    const deadline = localDateTimeToInstant(
      input.application_deadline,
      input.application_deadline_time_zone,
    );
    if (!deadline) errors.application_deadline = M.dateTimeInvalid;
    else if (deadline.getTime() <= now.getTime()) errors.application_deadline = M.deadlineInPast;
  }
  if ((input.minimum_salary !== null || input.maximum_salary !== null) && !input.pay_currency) {
    errors.pay_currency = M.currencyRequired;
  }
};

const checkEvent = (input: TouchpointInput, errors: TouchpointFieldErrors, now: Date) => {
  if (input.start_date === null) errors.start_date = M.startRequired;
  else if (input.time_zone === null) errors.time_zone = M.timeZoneRequired;
  else {
    const start = localDateTimeToInstant(input.start_date, input.time_zone);
    if (!start) errors.start_date = M.dateTimeInvalid;
    else if (start.getTime() <= now.getTime()) errors.start_date = M.startInPast;
  }
  if (input.event_mode === null) errors.event_mode = M.eventModeRequired;
  if (input.event_mode === 'virtual' && input.virtual_link === null) {
    errors.virtual_link = M.virtualLinkRequired;
  }
  if (input.event_mode === 'in_person') {
    if (!input.place?.name) errors['place.name'] = M.placeNameRequired;
    if (!input.place?.address) errors['place.address'] = M.placeAddressRequired;
    if (!input.place?.city_id) errors['place.city_id'] = M.placeCityRequired;
  }
};

/**
 * What must still be filled in before a valid draft can be submitted for approval, as
 * field → message; empty when it can be submitted. Every touchpoint needs a description and, when
 * candidates apply elsewhere, the link. Jobs and internships need a city (or remote work) and a
 * deadline in the future; events need a start in the future, a mode, and the link (virtual) or
 * the venue (in person).
 */
export const submittableErrors = (
  input: TouchpointInput,
  now: Date = new Date(),
): TouchpointFieldErrors => {
  const errors: TouchpointFieldErrors = {};
  if (!hasText(input.description)) errors.description = M.descriptionRequired;
  if (input.touchpointable_type === 'Event') checkEvent(input, errors, now);
  else checkJobOrInternship(input, errors, now);
  if (input.apply_kind === 'external' && input.apply_url === null) {
    errors.apply_url = M.applyUrlRequired;
  }
  return errors;
};

export const isSubmittable = (input: TouchpointInput, now: Date = new Date()): boolean =>
  Object.keys(submittableErrors(input, now)).length === 0;
