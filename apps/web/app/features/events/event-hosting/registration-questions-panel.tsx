import {
  REGISTRATION_QUESTION_KINDS,
  REGISTRATION_QUESTION_LIMITS,
  type RegistrationQuestionKind,
  RegistrationQuestionListInputSchema,
} from '@gradway/domain';
import {
  listCompanyRegistrationQuestionsContract,
  listSocietyRegistrationQuestionsContract,
  type RegistrationQuestionListDocument,
  replaceCompanyRegistrationQuestionsContract,
  replaceSocietyRegistrationQuestionsContract,
} from '@gradway/domain/contracts';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Select } from '../../../components/ui/form/select';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import styles from './registration-questions.module.css';

export type QuestionsSide = 'company' | 'society';

interface Draft {
  /** Kept for saved questions, so answers given before stay attached. */
  id?: string;
  key: string;
  kind: RegistrationQuestionKind;
  label: string;
  required: boolean;
  options: string[];
}

const isChoice = (kind: RegistrationQuestionKind) =>
  kind === 'single_choice' || kind === 'multiple_choice';

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `q${keys}`;
};

const draftsOf = (document: RegistrationQuestionListDocument): Draft[] =>
  document.data.map((question) => ({
    id: question.id,
    key: question.id,
    kind: question.attributes.kind,
    label: question.attributes.label,
    required: question.attributes.required,
    options: question.attributes.options,
  }));

const bodyOf = (drafts: readonly Draft[]) =>
  drafts.map(({ id, kind, label, required, options }) => ({
    ...(id ? { id } : {}),
    kind,
    label,
    required,
    options: isChoice(kind) ? options : [],
  }));

/** Enter in a field of this panel must not submit the event form around it. */
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
    event.preventDefault();
  }
};

/**
 * The organiser's registration questions for an event (decision 021): short text, single or
 * multiple choice, yes/no, each required or not; added, edited, reordered and deleted, then saved
 * together. Answers show in `/attendees` and its CSV export.
 */
export const RegistrationQuestionsPanel = ({
  side,
  touchpointId,
}: {
  side: QuestionsSide;
  touchpointId: string;
}) => {
  const { t } = useTranslation('editor');
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const options = { quiet: true, signal: controller.signal };
    const call =
      side === 'company'
        ? api(listCompanyRegistrationQuestionsContract, { params: { id: touchpointId } }, options)
        : api(listSocietyRegistrationQuestionsContract, { params: { id: touchpointId } }, options);
    call.then((document) => setDrafts(draftsOf(document))).catch(() => setDrafts([]));
    return () => controller.abort();
  }, [side, touchpointId]);

  if (!drafts) return null;

  const update = (index: number, patch: Partial<Draft>) =>
    setDrafts(drafts.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...drafts];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    setDrafts(next);
  };
  const add = () =>
    setDrafts([
      ...drafts,
      { key: nextKey(), kind: 'short_text', label: '', required: false, options: [] },
    ]);

  const save = async () => {
    const body = bodyOf(drafts);
    const parsed = RegistrationQuestionListInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [index, field] = issue.path;
        const key = typeof index === 'number' ? `${index}.${String(field ?? 'label')}` : 'list';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const request = { params: { id: touchpointId }, body: { registration_questions: body } };
      const document =
        side === 'company'
          ? await api(replaceCompanyRegistrationQuestionsContract, request)
          : await api(replaceSocietyRegistrationQuestionsContract, request);
      setDrafts(draftsOf(document));
      toast.success(t('questions.saved'), { title: t('questions.savedTitle') });
    } catch {
      // Shown by the API client.
    } finally {
      setSaving(false);
    }
  };

  const full = drafts.length >= REGISTRATION_QUESTION_LIMITS.questions;

  return (
    <Card as="section" className={styles.panel} aria-labelledby="tp-questions-title">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops Enter from submitting the form around */}
      <div onKeyDown={keepEnter} className={styles.inner}>
        <h2 id="tp-questions-title" className={styles.title}>
          {t('questions.title')}
        </h2>
        <p className={styles.muted}>{t('questions.lead')}</p>
        {drafts.length === 0 ? <p className={styles.muted}>{t('questions.none')}</p> : null}
        <ol className={styles.list}>
          {drafts.map((draft, index) => (
            <li key={draft.key} className={styles.question}>
              <div className={styles.row}>
                <Select
                  label={t('questions.kind')}
                  value={draft.kind}
                  onChange={(event) =>
                    update(index, { kind: event.currentTarget.value as RegistrationQuestionKind })
                  }
                  options={REGISTRATION_QUESTION_KINDS.map((kind) => ({
                    value: kind,
                    label: t(`questions.kinds.${kind}`),
                  }))}
                  className={styles.kind}
                />
                <TextField
                  label={t('questions.label', { number: index + 1 })}
                  value={draft.label}
                  maxLength={REGISTRATION_QUESTION_LIMITS.label}
                  onChange={(event) => update(index, { label: event.currentTarget.value })}
                  invalid={Boolean(errors[`${index}.label`])}
                  helperText={errors[`${index}.label`]}
                  className={styles.label}
                />
              </div>
              {isChoice(draft.kind) ? (
                <div className={styles.options}>
                  {draft.options.map((option, at) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
                    <div key={at} className={styles.option}>
                      <TextField
                        label={t('questions.option', { number: at + 1 })}
                        value={option}
                        maxLength={REGISTRATION_QUESTION_LIMITS.option}
                        onChange={(event) => {
                          const options = [...draft.options];
                          options[at] = event.currentTarget.value;
                          update(index, { options });
                        }}
                        className={styles.label}
                      />
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          update(index, { options: draft.options.filter((_, k) => k !== at) })
                        }
                      >
                        <Icon name="x" size={16} />
                        <span className="visually-hidden">
                          {t('questions.removeOption', { number: at + 1 })}
                        </span>
                      </Button>
                    </div>
                  ))}
                  {errors[`${index}.options`] ? (
                    <p className={styles.error} role="alert">
                      {errors[`${index}.options`]}
                    </p>
                  ) : null}
                  <div>
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      disabled={draft.options.length >= REGISTRATION_QUESTION_LIMITS.options}
                      onClick={() => update(index, { options: [...draft.options, ''] })}
                    >
                      {t('questions.addOption')}
                    </Button>
                  </div>
                </div>
              ) : null}
              <div className={styles.actions}>
                <Checkbox
                  label={t('questions.required')}
                  checked={draft.required}
                  onChange={(event) => update(index, { required: event.currentTarget.checked })}
                />
                <span className={styles.spacer} />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {t('questions.up')}
                  <span className="visually-hidden"> {index + 1}</span>
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === drafts.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {t('questions.down')}
                  <span className="visually-hidden"> {index + 1}</span>
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="danger"
                  onClick={() => setDrafts(drafts.filter((_, at) => at !== index))}
                >
                  {t('questions.delete')}
                  <span className="visually-hidden"> {index + 1}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
        {errors.list ? (
          <p className={styles.error} role="alert">
            {errors.list}
          </p>
        ) : null}
        <div className={styles.footer}>
          <Button type="button" variant="secondary" disabled={full} onClick={add}>
            {t('questions.add')}
          </Button>
          <Button type="button" loading={saving} onClick={() => void save()}>
            {t('questions.save')}
          </Button>
        </div>
      </div>
    </Card>
  );
};
