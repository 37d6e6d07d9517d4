import type { Touchpoint } from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { toast } from '../../../components/ui/toast/toast-store';
import { homePathFor } from '../../accounts/auth';
import styles from './applications.module.css';
import { ApplyConfirmDialogOnDemand as ApplyConfirmDialog } from './apply-confirm-dialog-on-demand';
import { useApplication } from './use-application';

export interface ApplyActionsProps {
  /** The touchpoint's wire resource (as `GET /api/v1/touchpoints/:id` answers it). */
  touchpoint: Pick<Touchpoint, 'id' | 'attributes'>;
  /**
   * `card`: full-width large buttons stacked (the page's apply card); `bar`: one row (the phone's
   * sticky bar); `inline` (default): a row of regular buttons.
   */
  variant?: 'card' | 'bar' | 'inline';
}

/** Whether the touchpoint still takes applications. */
export const isOpenForApplications = (attributes: Touchpoint['attributes']): boolean =>
  attributes.state === 'published' && !attributes.isExpired && attributes.status === null;

/**
 * A touchpoint's apply area: Save for later and Apply. External apply opens `apply_url` in a new
 * tab and records the application as started (then the candidate can say they applied); easy
 * apply asks for confirmation, showing what will be sent, and sends it once ("Applied ✓").
 * Events only save. Guests go to sign-in and come back; managers and recruiters see nothing.
 */
export const ApplyActions = ({ touchpoint, variant = 'inline' }: ApplyActionsProps) => {
  const { t } = useTranslation('applications');
  const location = useLocation();
  const state = useApplication(touchpoint.id);
  const [confirming, setConfirming] = useState(false);
  const { attributes } = touchpoint;
  const isEvent = attributes.touchpointable_type === 'Event';
  const external = Boolean(attributes.apply_url?.trim());
  const open = isOpenForApplications(attributes);
  const organisation = attributes.creatable_for.name;
  const progress = state.progress;
  const look =
    variant === 'card' ? ({ size: 'lg', fullWidth: true } as const) : ({ size: 'md' } as const);
  const areaClass =
    variant === 'card'
      ? styles.actionsCard
      : variant === 'bar'
        ? styles.actionsBar
        : styles.actions;

  // On the phone's action bar the link reads 'Apply'; its name still says where it goes.
  const externalText = variant === 'bar' ? t('actions.apply') : t('actions.applyExternal');
  const externalLabel = variant === 'bar' ? { 'aria-label': t('actions.applyExternal') } : {};

  if (state.viewer === 'hidden') return null;

  if (state.viewer === 'guest' || state.viewer === 'unavailable') {
    const to =
      state.viewer === 'guest' || !state.user
        ? `/signin?redirect=${encodeURIComponent(location.pathname)}`
        : homePathFor(state.user);
    // Anyone may apply on an employer's own site; tracking it needs an account.
    const externalForGuest =
      !isEvent && external && open ? (
        <a
          href={attributes.apply_url ?? '#'}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName(look)}
          {...externalLabel}
        >
          {externalText}
          <Icon name="external-link" size={16} />
        </a>
      ) : null;
    if (!isEvent && !open)
      return (
        <div className={areaClass}>
          <span className={styles.closedText}>{t('actions.closed')}</span>
        </div>
      );
    // The phone's action bar has room for one button: the employer's site, tracking is above.
    if (externalForGuest && variant === 'bar')
      return <div className={areaClass}>{externalForGuest}</div>;
    return (
      <div className={areaClass}>
        {externalForGuest}
        <Link
          to={to}
          className={buttonClassName(externalForGuest ? { ...look, variant: 'secondary' } : look)}
        >
          {state.viewer === 'guest'
            ? t(externalForGuest ? 'actions.signInToTrack' : 'actions.signIn')
            : t('actions.finishOnboarding')}
        </Link>
      </div>
    );
  }

  const loading = state.viewer === 'loading';
  const tracked = progress !== null;
  // A tracked touchpoint is named by its progress, as the tracker and the dashboard name it
  // (after an external apply it is "Started" everywhere, not "Saved" here).
  const saveLabel = progress ? t(`progress.${progress}`) : t('actions.save');
  const saveIcon = <Icon name={tracked ? 'check' : 'plus'} size={18} />;
  // On the phone's action bar saving is a square button beside Apply, named by its label.
  const saveButton = (
    <Button
      {...look}
      variant="secondary"
      iconOnly={variant === 'bar'}
      aria-label={variant === 'bar' ? saveLabel : undefined}
      aria-pressed={tracked}
      disabled={loading || (!tracked && !open) || progress === 'applied'}
      loading={state.busy === 'save'}
      iconStart={variant === 'bar' ? undefined : saveIcon}
      onClick={async () => {
        if (progress === 'saved') await state.unsave();
        else if (!tracked && (await state.save())) toast.success(t('actions.savedToast'));
      }}
    >
      {variant === 'bar' ? saveIcon : saveLabel}
    </Button>
  );

  const applied =
    progress === 'applied' ? (
      <span className={styles.appliedBadge} role="status">
        {t('actions.applied')}
      </span>
    ) : null;

  const applyButton = (() => {
    if (isEvent || progress === 'applied') return null;
    if (!open) return <span className={styles.closedText}>{t('actions.closed')}</span>;
    if (external) {
      return (
        <>
          <a
            href={attributes.apply_url ?? '#'}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName(look)}
            aria-disabled={loading || undefined}
            onClick={() => {
              if (progress !== 'started') void state.start();
            }}
            {...externalLabel}
          >
            {externalText}
            <Icon name="external-link" size={16} />
          </a>
          {progress === 'started' ? (
            <Button
              {...look}
              variant="ghost"
              loading={state.busy === 'applied'}
              onClick={() => void state.markApplied()}
            >
              {t('actions.markApplied')}
            </Button>
          ) : null}
        </>
      );
    }
    return (
      <Button {...look} disabled={loading} onClick={() => setConfirming(true)}>
        {t('actions.apply')}
      </Button>
    );
  })();

  return (
    <div className={areaClass} aria-busy={loading || undefined}>
      {applied ?? applyButton}
      {progress === 'applied' ? null : saveButton}
      {tracked && variant !== 'bar' ? (
        <Link to="/candidate/applications" className={styles.inlineLink}>
          {t('actions.tracker')}
        </Link>
      ) : null}
      {!external && !isEvent ? (
        <ApplyConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          touchpointId={touchpoint.id}
          title={attributes.title}
          organisation={organisation}
          user={state.user}
          sending={state.busy === 'apply'}
          onConfirm={async (coverLetterId) => {
            const sent = await state.apply(coverLetterId);
            if (sent) {
              setConfirming(false);
              toast.success(t('actions.appliedToast', { organisation }));
            }
          }}
        />
      ) : null}
    </div>
  );
};
