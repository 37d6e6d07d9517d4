import type { TouchpointEditor } from '@gradway/domain/contracts';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { toast } from '../../../components/ui/toast/toast-store';
import {
  createTouchpoint,
  type EditorSide,
  type RevisionOutcome,
  replaceTouchpoint,
  submitTouchpoint,
  unpublishTouchpoint,
  withdrawRevision,
} from './editor-api';
import { type EditorErrors, focusFirstError, serverFieldErrorsOf } from './editor-errors';
import { type EditorBase, editPathOf } from './editor-paths';
import { checkValues, type SaveIntent } from './editor-validation';
import type { EditorValues } from './editor-values';

export type EditorBusy = SaveIntent | 'unpublish' | 'withdraw' | null;

const REVISION_TOASTS = {
  pending: 'toast.revisionPending',
  published: 'toast.revisionPublished',
  unchanged: 'toast.revisionUnchanged',
} as const satisfies Record<RevisionOutcome, string>;

/** What the edit page reads from the address state after a create whose submit was refused. */
export interface EditorLocationState {
  errors?: EditorErrors;
}

export interface EditorActionsInput {
  side: EditorSide;
  base: EditorBase;
  /** The saved touchpoint; null while creating. */
  touchpoint: TouchpointEditor | null;
  values: EditorValues;
  setErrors: (errors: EditorErrors) => void;
  /** Where a submitted touchpoint sends the organiser (their list). */
  listPath: string;
  /** Lets the form's own navigation pass the unsaved-changes guard. */
  bypass: RefObject<boolean>;
  /** Called once the values are saved (they are no longer unsaved changes). */
  onSaved: (values: EditorValues) => void;
}

/**
 * Save draft, submit for review and unpublish. The form is checked first by the shared rules;
 * a refused call keeps every value, shows the 'Error!' toast (the API client) and puts the
 * answer's field messages under their fields.
 */
export const useEditorActions = ({
  side,
  base,
  touchpoint,
  values,
  setErrors,
  listPath,
  bypass,
  onSaved,
}: EditorActionsInput) => {
  const { t } = useTranslation('editor');
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<EditorBusy>(null);
  const success = (message: string) => toast.success(message, { title: t('toast.successTitle') });

  const showErrors = (errors: EditorErrors) => {
    setErrors(errors);
    requestAnimationFrame(() => focusFirstError(errors));
  };

  const leaveTo = (path: string, state?: EditorLocationState) => {
    bypass.current = true;
    navigate(path, { replace: Boolean(state) || path.endsWith('/edit'), state });
  };

  const save = async (intent: SaveIntent) => {
    const checked = checkValues(values, intent);
    if (!checked.body) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(intent);
    let saved: TouchpointEditor;
    let backToDraft = false;
    let revision: RevisionOutcome | null = null;
    try {
      if (touchpoint) {
        const answer = await replaceTouchpoint(side, touchpoint.id, checked.body);
        saved = answer.touchpoint;
        backToDraft = answer.backToDraft;
        revision = answer.revision;
      } else {
        saved = await createTouchpoint(side, checked.body);
      }
    } catch (failure) {
      setBusy(null);
      showErrors(serverFieldErrorsOf(failure));
      return;
    }
    onSaved(values);
    if (revision) {
      // A live touchpoint stays live: its changes wait for approval or went live at once.
      setBusy(null);
      success(t(REVISION_TOASTS[revision]));
      await revalidator.revalidate();
      return;
    }
    if (intent === 'draft') {
      setBusy(null);
      success(backToDraft ? t('toast.backToDraft') : t('toast.draftSaved'));
      if (!touchpoint) leaveTo(editPathOf(base, saved.id));
      else await revalidator.revalidate();
      return;
    }
    try {
      await submitTouchpoint(side, saved.id);
    } catch (failure) {
      setBusy(null);
      const errors = serverFieldErrorsOf(failure);
      if (!touchpoint) leaveTo(editPathOf(base, saved.id), { errors });
      else {
        showErrors(errors);
        await revalidator.revalidate();
      }
      return;
    }
    success(t('toast.submitted'));
    leaveTo(listPath);
  };

  const unpublish = async () => {
    if (!touchpoint) return;
    setBusy('unpublish');
    try {
      await unpublishTouchpoint(side, touchpoint.id);
      success(t('toast.unpublished'));
      await revalidator.revalidate();
    } catch {
      // The API client showed the 'Error!' toast; the form keeps everything.
    } finally {
      setBusy(null);
    }
  };

  const withdraw = async () => {
    if (!touchpoint) return;
    setBusy('withdraw');
    try {
      await withdrawRevision(side, touchpoint.id);
      success(t('toast.revisionWithdrawn'));
      // The page starts again from the live version (its key names the revision).
      bypass.current = true;
      await revalidator.revalidate();
    } catch {
      // The API client showed the 'Error!' toast.
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    saveDraft: () => save('draft'),
    submit: () => save('submit'),
    unpublish,
    withdraw,
  };
};
