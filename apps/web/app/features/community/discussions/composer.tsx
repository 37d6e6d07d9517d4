import {
  CreatePostBodySchema,
  createSocietyPostContract,
  POLL_OPTION_MAX_LENGTH,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX_LENGTH,
  POST_BODY_MAX_LENGTH,
} from '@gradway/domain/contracts';
import type { TFunction } from 'i18next';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { TextArea, TextField } from '../../../components/ui/form/text-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import {
  type FieldErrors,
  focusFirstInvalid,
  withoutErrorsOf,
} from '../../../lib/forms/form-errors';
import styles from './discussions.module.css';

type Kind = 'TextPost' | 'PollPost';
type DiscussionsT = TFunction<'discussions'>;

/** The field an issue of the contract's check (or of a 400's `fields`) belongs to. */
const fieldOfPath = (path: readonly PropertyKey[], options: readonly string[]): string | null => {
  const [, first, second, third] = path.map(String);
  if (first === 'body') return 'body';
  if (first !== 'poll') return null;
  if (second === 'question') return 'question';
  if (second !== 'options') return null;
  if (third === undefined) return 'options';
  // The options are sent without the blank ones: the nth sent one is the nth filled box.
  const filled = options.flatMap((option, index) => (option.trim() === '' ? [] : [index]));
  const index = filled[Number(third)];
  return index === undefined ? 'options' : `option.${index}`;
};

/** A readable sentence for one issue of the contract's check (never zod's own wording). */
const messageOf = (t: DiscussionsT, field: string, issue: z.core.$ZodIssue): string => {
  if (issue.code === 'custom') return t('composer.errors.text');
  if (issue.code === 'too_big' && field !== 'options')
    return t('composer.errors.tooLong', { max: Number(issue.maximum) });
  if (field === 'body') return t('composer.errors.body');
  if (field === 'question') return t('composer.errors.question');
  return t('composer.errors.options', { min: POLL_OPTIONS_MIN });
};

/** What the composer sends: a poll carries no text (the form shows no text box for it). */
const postOf = (kind: Kind, body: string, question: string, options: readonly string[]) =>
  kind === 'PollPost'
    ? { kind, body: '', poll: { question, options: options.filter((o) => o.trim() !== '') } }
    : { kind, body };

/**
 * The composer's field errors, by the rules of the API: `CreatePostBodySchema` (lengths, text
 * without control characters, a question and 2 to 6 options), and a text post needs some text.
 * Too few options are shown on the empty option boxes.
 */
const composerErrors = (
  t: DiscussionsT,
  kind: Kind,
  body: string,
  question: string,
  options: readonly string[],
): FieldErrors => {
  const errors: FieldErrors = {};
  const checked = CreatePostBodySchema.safeParse({ post: postOf(kind, body, question, options) });
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = fieldOfPath(issue.path, options);
    if (field) errors[field] ??= messageOf(t, field, issue);
  }
  if (kind === 'TextPost' && body.trim() === '') errors.body ??= t('composer.errors.body');
  const tooFew = errors.options;
  if (tooFew) {
    delete errors.options;
    options.forEach((option, index) => {
      if (option.trim() === '') errors[`option.${index}`] ??= tooFew;
    });
  }
  return errors;
};

/**
 * The field errors of a refused post (a 400's `fields`), in the composer's own words: the API's
 * schema messages are not for people. Null when the answer named no field of the form.
 */
const refusedErrors = (
  t: DiscussionsT,
  failure: unknown,
  options: readonly string[],
): FieldErrors | null => {
  if (!isApiError(failure) || failure.status !== 400) return null;
  const named = (failure.body as { fields?: { path: string }[] } | undefined)?.fields ?? [];
  const errors: FieldErrors = {};
  for (const { path } of named) {
    const field = fieldOfPath(path.split('.'), options);
    if (field === 'body') errors.body ??= t('composer.errors.body');
    else if (field === 'question') errors.question ??= t('composer.errors.question');
    else if (field === 'options') {
      const empty = Math.max(
        0,
        options.findIndex((option) => option.trim() === ''),
      );
      errors[`option.${empty}`] ??= t('composer.errors.options', { min: POLL_OPTIONS_MIN });
    } else if (field) errors[field] ??= t('composer.errors.refusedField');
  }
  return Object.keys(errors).length > 0 ? errors : null;
};

/** The composer: a text post (plain paragraphs) or a single-choice poll with 2–6 options. */
export const Composer = ({ onPosted }: { onPosted: () => void }) => {
  const { t } = useTranslation('discussions');
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<Kind>('TextPost');
  const [body, setBody] = useState('');
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const edited = (...fields: string[]) => setErrors((current) => withoutErrorsOf(current, fields));
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = composerErrors(t, kind, body, question, options);
    if (Object.keys(found).length > 0) return showErrors(found);
    setBusy(true);
    try {
      // A refusal is explained on the form's fields, never in the API's own words.
      await api(
        createSocietyPostContract,
        { body: { post: postOf(kind, body, question, options) } },
        { expected: [400] },
      );
      setBody('');
      setQuestion('');
      setOptions(['', '']);
      setErrors({});
      onPosted();
    } catch (failure) {
      const refused = refusedErrors(t, failure, options);
      if (refused) showErrors(refused);
      else if (isApiError(failure) && failure.status === 400)
        toast.error(t('composer.errors.refused'), { title: t('common:toast.errorTitle') });
      // Any other failure: the API client showed the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.composer}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('composer.label')}>
        <div className={styles.kinds} role="radiogroup" aria-label={t('composer.kind')}>
          {(['TextPost', 'PollPost'] as const).map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={kind === value ? 'primary' : 'secondary'}
              role="radio"
              aria-checked={kind === value}
              onClick={() => {
                setKind(value);
                setErrors({});
              }}
            >
              {t(`composer.${value}`)}
            </Button>
          ))}
        </div>
        {kind === 'PollPost' ? (
          <>
            <TextField
              label={t('composer.question')}
              value={question}
              maxLength={POLL_QUESTION_MAX_LENGTH}
              required
              invalid={Boolean(errors.question)}
              helperText={errors.question}
              onChange={(event) => {
                setQuestion(event.target.value);
                edited('question');
              }}
            />
            {options.map((option, index) => (
              <TextField
                // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
                key={index}
                label={t('composer.option', { number: index + 1 })}
                value={option}
                maxLength={POLL_OPTION_MAX_LENGTH}
                required={index < POLL_OPTIONS_MIN}
                invalid={Boolean(errors[`option.${index}`])}
                helperText={errors[`option.${index}`]}
                onChange={(event) => {
                  setOptions(options.map((o, i) => (i === index ? event.target.value : o)));
                  // Filling a box may settle "too few options" on the others.
                  edited(...options.map((_, i) => `option.${i}`));
                }}
              />
            ))}
            <div className={styles.row}>
              {options.length < POLL_OPTIONS_MAX && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => setOptions([...options, ''])}
                >
                  {t('composer.addOption')}
                </Button>
              )}
              {options.length > POLL_OPTIONS_MIN && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setOptions(options.slice(0, -1));
                    edited(`option.${options.length - 1}`);
                  }}
                >
                  {t('composer.removeOption')}
                </Button>
              )}
            </div>
          </>
        ) : (
          <TextArea
            label={t('composer.body')}
            value={body}
            rows={4}
            maxLength={POST_BODY_MAX_LENGTH}
            required
            invalid={Boolean(errors.body)}
            helperText={errors.body}
            onChange={(event) => {
              setBody(event.target.value);
              edited('body');
            }}
          />
        )}
        <Button type="submit" loading={busy}>
          {t('composer.submit')}
        </Button>
      </form>
    </Card>
  );
};
