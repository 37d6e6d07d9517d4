import { describe, expect, it } from 'vitest';
import * as texts from './texts';

describe('spec texts, verbatim', () => {
  it('has the render-crash screen texts', () => {
    expect(texts.CRASH_SCREEN_TITLE).toBe('Ooops! Something went wrong!');
    expect(texts.CRASH_SCREEN_MESSAGE).toBe('Please refresh and try again.');
    expect(texts.CRASH_SCREEN_REFRESH_LABEL).toBe('Refresh');
  });

  it('has the toast texts', () => {
    expect(texts.ERROR_TOAST_TITLE).toBe('Error!');
    expect(texts.EVENT_REMOVED_TOAST_TITLE).toBe('Success!');
    expect(texts.EVENT_REMOVED_TOAST_MESSAGE).toBe('Event removed successfully.');
    expect(texts.EASY_APPLY_ENABLED_TOAST_TITLE).toBe('Success');
    expect(texts.EASY_APPLY_ENABLED_TOAST_MESSAGE).toBe(
      'Enabled easy apply on the product successfully.',
    );
  });

  it('has the card, form and control texts', () => {
    expect(texts.ORDINAL_INPUT_ERROR).toBe('Input must be a number');
    expect(texts.START_DATE_TBD).toBe('Start Date: TBD');
    expect(texts.EVENT_CARD_REGISTRATIONS_TEXT).toBe(
      'students like you already registered to this event.',
    );
    expect(texts.DEFAULT_EVENT_CITY).toBe('London');
    expect(texts.CLOSED_LABEL).toBe('Closed');
    expect(texts.OPTIONAL_LABEL_SUFFIX).toBe(' (optional)');
    expect(texts.DROPDOWN_SHOW_ALL_LABEL).toBe('Show all');
    expect(texts.durationLeftText('3d')).toBe('3d left');
  });

  it('has the registration button labels', () => {
    expect(texts.REGISTRATION_BUTTON_LABELS).toEqual({
      ended: 'Ended',
      closed: 'Closed',
      joinWaitlist: 'Join Waitlist',
      soldOut: 'Sold Out',
      register: 'Register',
    });
  });

  it('has the events table columns and row actions', () => {
    expect(texts.EVENTS_TABLE_COLUMNS).toEqual([
      'Date',
      'Title',
      'Status',
      'Views',
      'Registrations',
    ]);
    expect(Object.keys(texts.EVENTS_TABLE_ROW_ACTIONS).slice(0, 5)).toEqual([
      'delete',
      'removeCohost',
      'stopCohost',
      'unpublish',
      'enableEasyApply',
    ]);
    expect(texts.EVENTS_TABLE_ROW_ACTIONS.acceptInvitation).toBe('Accept');
    expect(texts.EVENTS_TABLE_ROW_ACTIONS.declineInvitation).toBe('Decline');
    expect(texts.EVENTS_TABLE_ROW_ACTIONS.enableEasyApply).toBe('Enable easy apply');
  });
});
