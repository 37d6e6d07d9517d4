import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { ModalOnDemand } from '../../../components/ui/modal/modal-on-demand';
import { homePathFor } from '../../accounts/auth';
import styles from './organisation-page.module.css';
import type { MembershipState } from './use-membership';

/** The page's address with `?join=1`: where sign-in brings a guest back to finish joining. */
export const joinReturnPath = (slug: string) => `/societies/${slug}?join=1`;

export interface MembershipButtonProps {
  slug: string;
  name: string;
  membership: MembershipState;
}

/**
 * Join, Request to join, Withdraw request or Leave a society (decision 049). Join is a real form:
 * rendered on the server (as a guest's), it goes to sign-in and back to this page with
 * `?join=1`, which joins once the page has hydrated; so it works before hydration, for guests
 * and for a signed-in candidate alike (decision 055). Only an arrival from within the app (the
 * sign-in page sending them back) joins: a link from elsewhere to `?join=1` shows the button and
 * joins no one. Once hydrated, a candidate's click joins in place. Managers and recruiters see
 * nothing.
 */
export const MembershipButton = ({ slug, name, membership }: MembershipButtonProps) => {
  const { t } = useTranslation('organisations');
  const [search, setSearch] = useSearchParams();
  // React Router's first location of a document load has the key 'default'.
  const cameFromTheApp = useLocation().key !== 'default';
  const [confirming, setConfirming] = useState(false);
  const joinedFromLink = useRef(false);
  const { viewer, status, busy } = membership;
  const joinLabel = membership.approvesMembers
    ? t('membership.requestToJoin')
    : t('membership.join');

  // Back from sign-in (or a pre-hydration click) with `?join=1`: join once, then drop the flag.
  const asked = search.get('join') === '1';
  useEffect(() => {
    if (!asked || viewer === 'guest' || viewer === 'loading' || joinedFromLink.current) return;
    joinedFromLink.current = true;
    const drop = () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('join');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    const notYet = status === 'none' || status === 'unsubscribed';
    if (viewer === 'candidate' && notYet && cameFromTheApp) {
      void membership.join().finally(drop);
    } else {
      drop();
    }
  }, [asked, viewer, status, membership, setSearch, cameFromTheApp]);

  if (viewer === 'hidden') return null;

  if (viewer === 'unavailable' && membership.user) {
    return (
      <Link to={homePathFor(membership.user)} className={buttonClassName({ variant: 'secondary' })}>
        <Icon name="users" size={18} />
        {joinLabel}
        <span className="visually-hidden"> {name}</span>
      </Link>
    );
  }

  if (viewer === 'candidate' && status === 'subscription_requests') {
    return (
      <div className={styles.follow}>
        <span className={styles.membershipState} role="status">
          <Icon name="clock" size={16} />
          {t('membership.requested')}
        </span>
        <Button variant="secondary" loading={busy} onClick={() => void membership.leave()}>
          {t('membership.withdraw')}
        </Button>
      </div>
    );
  }

  if (viewer === 'candidate' && status === 'subscribed') {
    return (
      <div className={styles.follow}>
        <span className={styles.membershipState} role="status">
          <Icon name="check-circle" size={16} />
          {t('membership.member')}
        </span>
        <Button variant="secondary" loading={busy} onClick={() => setConfirming(true)}>
          {t('membership.leave')}
          <span className="visually-hidden"> {name}</span>
        </Button>
        <ModalOnDemand
          open={confirming}
          onOpenChange={setConfirming}
          size="sm"
          title={t('membership.confirmTitle', { name })}
          description={t('membership.confirmDescription')}
          closeLabel={t('membership.close')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
                {t('membership.stay')}
              </Button>
              <Button
                variant="danger"
                loading={busy}
                onClick={() => void membership.leave().finally(() => setConfirming(false))}
              >
                {t('membership.confirmLeave')}
              </Button>
            </>
          }
        />
      </div>
    );
  }

  // Not a member (or a guest): the form works before hydration and without a session.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (viewer !== 'candidate') return;
    event.preventDefault();
    void membership.join();
  };
  return (
    <form method="get" action="/signin" className={styles.follow} onSubmit={submit}>
      <input type="hidden" name="redirect" value={joinReturnPath(slug)} />
      <Button
        type="submit"
        variant="secondary"
        iconStart={<Icon name="users" size={18} />}
        disabled={viewer === 'loading'}
        loading={busy}
      >
        {joinLabel}
        <span className="visually-hidden"> {name}</span>
      </Button>
    </form>
  );
};
