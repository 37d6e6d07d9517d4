import { linkSite } from '@gradway/domain';
import type { Touchpoint } from '@gradway/domain/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { formatMoment, type TouchpointFacts } from '../../opportunities/touchpoint-page';
import styles from './registration-panel.module.css';
import {
  REGISTRATION_FORM_ID,
  RegistrationQuestionsForm,
  useEventQuestions,
} from './registration-questions-form';
import { TicketQr } from './ticket-qr';
import { useRegistration } from './use-registration';

export interface RegistrationPanelProps {
  touchpoint: Pick<Touchpoint, 'id' | 'attributes'>;
  facts: TouchpointFacts;
  /** The page's card (with the ticket) or the phone's sticky bar (the main button only). */
  variant: 'card' | 'bar';
}

/**
 * A signed-in candidate's registration: Register (or Join Waitlist), then the ticket and Cancel;
 * the place in line and Leave waitlist; a place on offer with Claim and Decline. Opened from the
 * offer's email (`?claim=1`), the offer is claimed in one tap.
 */
export const RegistrationPanel = ({ touchpoint, facts, variant }: RegistrationPanelProps) => {
  const { t } = useTranslation('touchpoints');
  const { registration, known, busy, run } = useRegistration(touchpoint.id, true);
  const [search] = useSearchParams();
  const claimedFromLink = useRef(false);
  const size = variant === 'bar' ? 'md' : 'lg';
  const button = { size, fullWidth: true } as const;
  const attributes = registration?.attributes;
  const status = attributes?.status;
  const questions = useEventQuestions(touchpoint.id, known && !status && facts.canRegister);
  const ended = facts.registrationLabel === 'Ended';
  const heldOnlineOnly = touchpoint.attributes.event_mode === 'virtual';

  useEffect(() => {
    if (status !== 'offered' || search.get('claim') !== '1' || claimedFromLink.current) return;
    claimedFromLink.current = true;
    void run('claim');
  }, [status, search, run]);

  const label = facts.registrationLabel ?? 'Register';
  if (!known) {
    return (
      <Button {...button} disabled loading>
        {label}
      </Button>
    );
  }

  if ((status === 'registered' || status === 'checked_in') && ended) {
    return (
      <div className={styles.panel}>
        <p className={styles.state} role="status">
          {status === 'checked_in' ? t('registration.attended') : t('registration.wasRegistered')}
        </p>
        <Button {...button} variant="secondary" disabled>
          {label}
        </Button>
      </div>
    );
  }

  // The phone's sticky bar says where the candidate stands; the card below has the rest.
  if (variant === 'bar' && (status === 'registered' || status === 'checked_in')) {
    return (
      <p className={styles.barState} role="status">
        {status === 'checked_in' ? t('registration.checkedIn') : t('registration.registered')}
      </p>
    );
  }
  if (variant === 'bar' && status === 'waitlisted') {
    return (
      <p className={styles.barState} role="status">
        {t('registration.positionShort', { position: attributes?.waitlist_position ?? 1 })}
      </p>
    );
  }
  if (variant === 'bar' && status === 'offered') {
    return (
      <Button {...button} loading={busy === 'claim'} onClick={() => void run('claim')}>
        {t('registration.claim')}
      </Button>
    );
  }

  if (status === 'registered' || status === 'checked_in') {
    return (
      <div className={styles.panel}>
        <p className={styles.state} role="status">
          {status === 'checked_in' ? t('registration.checkedIn') : t('registration.registered')}
        </p>
        {variant === 'card' && attributes?.online_link ? (
          <>
            <a
              href={attributes.online_link}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName(button)}
            >
              {t('registration.joinOnline')}
            </a>
            <p className={styles.shared}>
              {t('registration.joinOnlineHint', { host: linkSite(attributes.online_link) })}
            </p>
          </>
        ) : null}
        {/* A ticket is for a door: an event held only online has none to show. */}
        {variant === 'card' && attributes?.ticket && !heldOnlineOnly ? (
          <figure className={styles.ticket}>
            <TicketQr ticket={attributes.ticket} label={t('registration.ticketAlt')} />
            <figcaption>{t('registration.ticketHint')}</figcaption>
          </figure>
        ) : null}
        {status === 'registered' ? (
          <Button
            {...button}
            variant="secondary"
            loading={busy === 'cancel'}
            onClick={() => void run('cancel')}
          >
            {t('registration.cancel')}
          </Button>
        ) : null}
      </div>
    );
  }

  if (status === 'waitlisted') {
    return (
      <div className={styles.panel}>
        <p className={styles.state} role="status">
          {t('registration.position', { position: attributes?.waitlist_position ?? 1 })}
        </p>
        <Button
          {...button}
          variant="secondary"
          loading={busy === 'cancel'}
          onClick={() => void run('cancel')}
        >
          {t('registration.leave')}
        </Button>
      </div>
    );
  }

  if (status === 'offered') {
    return (
      <div className={styles.panel}>
        <p className={styles.state} role="status">
          {t('registration.offered', {
            time: attributes?.offer_expires_at
              ? formatMoment(attributes.offer_expires_at, facts.timeZone, { withYear: false })
              : '',
          })}
        </p>
        <Button {...button} loading={busy === 'claim'} onClick={() => void run('claim')}>
          {t('registration.claim')}
        </Button>
        <Button
          {...button}
          variant="secondary"
          loading={busy === 'decline'}
          onClick={() => void run('decline')}
        >
          {t('registration.decline')}
        </Button>
      </div>
    );
  }

  if (!facts.canRegister) {
    return (
      <Button {...button} variant="secondary" disabled>
        {label}
      </Button>
    );
  }
  if (questions === null) {
    return (
      <Button {...button} disabled loading>
        {label}
      </Button>
    );
  }
  const asks = questions.length > 0;
  if (variant !== 'card') {
    // The phone's bar: with questions to answer, it takes the candidate to them in the page.
    return asks ? (
      <a href={`#${REGISTRATION_FORM_ID}`} className={buttonClassName(button)}>
        {label}
      </a>
    ) : (
      <Button {...button} loading={busy === 'register'} onClick={() => void run('register')}>
        {label}
      </Button>
    );
  }
  const shared = (
    <p className={styles.shared}>
      {t('registration.sharedWith', { organisations: organisersOf(touchpoint) })}
    </p>
  );
  if (asks) {
    return (
      <RegistrationQuestionsForm
        questions={questions}
        onSubmit={(answers) => void run('register', answers)}
      >
        <Button {...button} type="submit" loading={busy === 'register'}>
          {label}
        </Button>
        {shared}
      </RegistrationQuestionsForm>
    );
  }
  return (
    <div className={styles.panel}>
      <Button {...button} loading={busy === 'register'} onClick={() => void run('register')}>
        {label}
      </Button>
      {shared}
    </div>
  );
};

/** Who sees a registration (decision 021): the host and the organisations co-hosting. */
export const organisersOf = (touchpoint: Pick<Touchpoint, 'attributes'>): string => {
  const { creatable_for, cohost_applications } = touchpoint.attributes;
  const names = [
    creatable_for.name,
    ...cohost_applications
      .filter((application) => application.state === 'accepted')
      .map((application) => application.cohost.name),
  ].filter(Boolean);
  return new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(names);
};
