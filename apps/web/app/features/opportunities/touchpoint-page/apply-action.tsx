import type { Touchpoint } from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { useCurrentUser } from '../../../lib/session/current-user';
import { SIGN_IN_PATHS } from '../../../lib/session/route-guard';
import { RegistrationPanel } from '../../events/registration';
import type { TouchpointFacts } from './touchpoint-facts';
import styles from './touchpoint-panels.module.css';

export interface ApplyActionProps {
  touchpoint: Touchpoint;
  facts: TouchpointFacts;
  /** The card in the page (with a hint under the button) or the phone's sticky bar. */
  variant: 'card' | 'bar';
}

/**
 * How to apply or register. An external job opens the employer's page in a new tab. Candidates
 * register for events here, and see their ticket or place in line (decision 020); guests are sent to sign in and come back to the page;
 * easy apply comes with a later release; organisers see who the button is for. Closed, ended and
 * sold-out touchpoints show their state on a disabled button.
 */
export const ApplyAction = ({ touchpoint, facts, variant }: ApplyActionProps) => {
  const { t } = useTranslation('touchpoints');
  const user = useCurrentUser();
  const location = useLocation();
  const [noteShown, setNoteShown] = useState(false);
  const attributes = touchpoint.attributes;
  const size = variant === 'bar' ? 'md' : 'lg';
  const button = { size, fullWidth: true } as const;

  const label = facts.isEvent ? (facts.registrationLabel ?? 'Register') : t('apply.easyApply');
  // A candidate's own place (a ticket at a sold-out or closed event, a place in line) shows
  // whatever the button says; the panel shows the button's state when they have none.
  if (facts.isEvent && user?.userable_type === 'Candidate') {
    return <RegistrationPanel touchpoint={touchpoint} facts={facts} variant={variant} />;
  }
  const open = facts.isEvent ? facts.canRegister : !facts.isClosed;
  if (!open) {
    return (
      <Button {...button} variant="secondary" disabled>
        {facts.isEvent ? label : t('apply.closed')}
      </Button>
    );
  }

  if (!facts.isEvent && attributes.apply_url) {
    return (
      <a
        href={attributes.apply_url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName(button)}
      >
        {t('apply.external')}
        <Icon name="external-link" size={18} />
        <span className="visually-hidden"> {t('apply.newTab')}</span>
      </a>
    );
  }

  const hint = (text: string) =>
    variant === 'card' ? <p className={styles.actionHint}>{text}</p> : null;

  if (!user) {
    return (
      <>
        <Link
          to={`${SIGN_IN_PATHS.candidate}?redirect=${encodeURIComponent(location.pathname)}`}
          className={buttonClassName(button)}
        >
          {label}
        </Link>
        {hint(facts.isEvent ? t('apply.signInToRegister') : t('apply.signInToApply'))}
      </>
    );
  }
  if (user.userable_type !== 'Candidate') {
    return hint(facts.isEvent ? t('apply.organiserEventNote') : t('apply.organiserNote'));
  }
  return (
    <>
      <Button {...button} onClick={() => setNoteShown(true)} aria-expanded={noteShown}>
        {label}
      </Button>
      <p className={styles.actionNote} role="status">
        {noteShown ? (facts.isEvent ? t('apply.registerSoon') : t('apply.easyApplySoon')) : null}
      </p>
    </>
  );
};
