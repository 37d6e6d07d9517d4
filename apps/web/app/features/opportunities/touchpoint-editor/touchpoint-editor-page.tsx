import type { TouchpointEditor } from '@gradway/domain/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../../components/ui/badge/badge';
import { Form } from '../../../components/ui/form/form';
import { Icon } from '../../../components/ui/icon/icon';
import { RegistrationQuestionsPanel } from '../../events/event-hosting';
import { CardPreview } from './card-preview';
import { EditorActionsBar } from './editor-actions-bar';
import { type EditorErrors, errorsAfterEdit } from './editor-errors';
import type { EditorAuthor } from './editor-loaders';
import { EditorNotices } from './editor-notices';
import type { EditorBase } from './editor-paths';
import type { EditorLists } from './editor-reference-data';
import { bodyOf, type EditorType, type EditorValues, emptyValues, valuesOf } from './editor-values';
import { browserTimeZone } from './fields/time-zones';
import { LeaveGuard } from './leave-guard';
import { ApplicationSection } from './sections/application-section';
import { AudienceSection } from './sections/audience-section';
import { BasicsSection } from './sections/basics-section';
import { EventDetailsSection } from './sections/event-details-section';
import { EventPlaceSection } from './sections/event-place-section';
import { EventRegistrationsSection } from './sections/event-registrations-section';
import { RoleSection } from './sections/role-section';
import { SalarySection } from './sections/salary-section';
import type { SectionProps } from './sections/section-props';
import styles from './touchpoint-editor.module.css';
import { type EditorLocationState, useEditorActions } from './use-editor-actions';

export interface TouchpointEditorPageProps {
  base: EditorBase;
  type: EditorType;
  author: EditorAuthor;
  /** The saved touchpoint; null on a create page. */
  touchpoint: TouchpointEditor | null;
  lists: EditorLists;
}

const snapshotOf = (values: EditorValues): string => JSON.stringify(bodyOf(values));

/** The touchpoint with the input of its changes waiting for approval, if any (decision 031). */
const withPendingInput = (touchpoint: TouchpointEditor): TouchpointEditor => {
  const { revision } = touchpoint.attributes;
  if (revision?.state !== 'pending') return touchpoint;
  return { ...touchpoint, attributes: { ...touchpoint.attributes, input: revision.input } };
};

const STATE_TONES = {
  draft: 'neutral',
  ready_for_approval: 'warning',
  published: 'success',
  rejected: 'critical',
} as const;

/**
 * Creating or editing a job, an internship or an event: the form (checked by the shared input
 * rules, saved as a draft, submitted for review) beside a live preview of its card.
 */
export const TouchpointEditorPage = ({
  base,
  type,
  author,
  touchpoint,
  lists,
}: TouchpointEditorPageProps) => {
  const { t } = useTranslation('editor');
  const location = useLocation();
  // The form starts from what was loaded (a live touchpoint's changes waiting for approval, when
  // there are some); later loads (after a save) keep what is typed. Dates default to the
  // organisation's time zone, else the browser's (never UTC by accident).
  const [initial] = useState(() => {
    const zone = author.timeZone ?? browserTimeZone();
    return touchpoint
      ? valuesOf(withPendingInput(touchpoint), zone, {
          society: t('cohosts.society'),
          company: t('cohosts.company'),
        })
      : emptyValues(type, zone);
  });
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(() => snapshotOf(initial));
  const [errors, setErrors] = useState<EditorErrors>(
    () => (location.state as EditorLocationState | null)?.errors ?? {},
  );
  const [uploading, setUploading] = useState(false);
  const bypass = useRef(false);
  const dirty = snapshotOf(values) !== saved;

  const actions = useEditorActions({
    side: author.side,
    base,
    touchpoint,
    values,
    setErrors,
    listPath: author.listPath,
    bypass,
    onSaved: (savedValues) => setSaved(snapshotOf(savedValues)),
  });

  const change = (patch: Partial<EditorValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => errorsAfterEdit(current, Object.keys(patch) as (keyof EditorValues)[]));
  };
  const sectionProps: SectionProps = { values, errors, change, lists };
  const state = touchpoint?.attributes.state;
  const mode = touchpoint ? 'edit' : 'create';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (author.canSubmit) actions.submit();
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={author.listPath} className={styles.back}>
          <Icon name="arrow-left" />
          {t(`back.${author.side}`)}
        </Link>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{t(`title.${mode}.${type}`)}</h1>
          {state ? (
            <Badge tone={STATE_TONES[state as keyof typeof STATE_TONES] ?? 'tertiary'}>
              {t(`status.${state}`, { defaultValue: state })}
            </Badge>
          ) : null}
        </div>
        <p className={styles.lead}>{t(`lead.${type}`)}</p>
      </header>
      <EditorNotices
        touchpoint={touchpoint}
        withdrawing={actions.busy === 'withdraw'}
        onWithdraw={actions.withdraw}
      />
      <div className={styles.layout}>
        <Form className={styles.form} onSubmit={onSubmit} aria-label={t(`title.${mode}.${type}`)}>
          <BasicsSection {...sectionProps} onUploadingChange={setUploading} />
          {type === 'Event' ? (
            <>
              <EventDetailsSection {...sectionProps} />
              <EventPlaceSection {...sectionProps} />
              <EventRegistrationsSection {...sectionProps} />
              {touchpoint ? (
                <RegistrationQuestionsPanel side={author.side} touchpointId={touchpoint.id} />
              ) : (
                <p className={styles.lead}>{t('questions.afterSave')}</p>
              )}
            </>
          ) : (
            <>
              <RoleSection {...sectionProps} />
              <SalarySection {...sectionProps} />
              <ApplicationSection {...sectionProps} />
            </>
          )}
          <AudienceSection {...sectionProps} />
          <EditorActionsBar
            busy={actions.busy}
            uploading={uploading}
            canSubmit={author.canSubmit}
            published={state === 'published'}
            onSaveDraft={actions.saveDraft}
            onUnpublish={actions.unpublish}
          />
        </Form>
        <CardPreview values={values} lists={lists} organisation={author.organisation} />
      </div>
      <LeaveGuard dirty={dirty} bypass={bypass} />
    </div>
  );
};
