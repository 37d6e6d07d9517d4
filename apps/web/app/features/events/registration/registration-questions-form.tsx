import {
  checkRegistrationAnswers,
  fieldLabel,
  type RegistrationAnswersInput,
  type RegistrationAnswerValue,
  type RegistrationQuestion,
} from '@gradway/domain';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { RadioGroup } from '../../../components/ui/form/radio-group';
import { TextField } from '../../../components/ui/form/text-field';
import { eventQuestions, type RegistrationQuestionResource } from './registration-api';
import styles from './registration-panel.module.css';

/** The element the phone's sticky bar scrolls to when the event asks questions. */
export const REGISTRATION_FORM_ID = 'registration-questions';

const cache = new Map<string, Promise<RegistrationQuestion[]>>();

const questionOf = (resource: RegistrationQuestionResource): RegistrationQuestion => ({
  id: resource.id,
  kind: resource.attributes.kind,
  label: resource.attributes.label,
  required: resource.attributes.required,
  options: resource.attributes.options,
});

/** The event's questions (read once per page and event; none while loading or on failure). */
export const useEventQuestions = (touchpointId: string, enabled: boolean) => {
  const [questions, setQuestions] = useState<RegistrationQuestion[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    let pending = cache.get(touchpointId);
    if (!pending) {
      pending = eventQuestions(touchpointId).then(
        (list) => list.map(questionOf),
        () => {
          cache.delete(touchpointId);
          return [];
        },
      );
      cache.set(touchpointId, pending);
    }
    void pending.then((list) => {
      if (current) setQuestions(list);
    });
    return () => {
      current = false;
    };
  }, [touchpointId, enabled]);
  return questions;
};

export interface RegistrationQuestionsFormProps {
  questions: RegistrationQuestion[];
  onSubmit: (answers: RegistrationAnswersInput) => void;
  /** The submit button (Register or Join Waitlist) and what follows it. */
  children: ReactNode;
}

/**
 * The organiser's questions, answered once before registering: short text, one option, several
 * options, or yes/no. Checked here with the same rules as the API, each message under its
 * question.
 */
export const RegistrationQuestionsForm = ({
  questions,
  onSubmit,
  children,
}: RegistrationQuestionsFormProps) => {
  const { t } = useTranslation('touchpoints');
  const [answers, setAnswers] = useState<RegistrationAnswersInput>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (id: string, value: RegistrationAnswerValue) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    setErrors(({ [id]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkRegistrationAnswers(questions, answers);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    onSubmit(answers);
  };

  return (
    <form id={REGISTRATION_FORM_ID} className={styles.questions} onSubmit={submit} noValidate>
      <p className={styles.questionsIntro}>{t('registration.questionsIntro')}</p>
      {questions.map((question) => {
        const error = errors[question.id];
        const common = {
          label: question.label,
          optional: !question.required,
          required: question.required,
          invalid: Boolean(error),
          helperText: error,
        };
        const value = answers[question.id];
        switch (question.kind) {
          case 'short_text':
            return (
              <TextField
                key={question.id}
                {...common}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => set(question.id, event.target.value)}
              />
            );
          case 'yes_no':
            return (
              <RadioGroup
                key={question.id}
                {...common}
                name={question.id}
                inline
                options={[
                  { value: 'yes', label: t('registration.yes') },
                  { value: 'no', label: t('registration.no') },
                ]}
                value={value === true ? 'yes' : value === false ? 'no' : ''}
                onValueChange={(next) => set(question.id, next === 'yes')}
              />
            );
          case 'single_choice':
            return (
              <RadioGroup
                key={question.id}
                {...common}
                name={question.id}
                options={question.options.map((option) => ({ value: option, label: option }))}
                value={typeof value === 'string' ? value : ''}
                onValueChange={(next) => set(question.id, next)}
              />
            );
          case 'multiple_choice': {
            const chosen = Array.isArray(value) ? value : [];
            return (
              <fieldset
                key={question.id}
                className={styles.choiceSet}
                aria-invalid={error ? true : undefined}
              >
                <legend className={styles.legend}>
                  {fieldLabel(question.label, !question.required)}
                </legend>
                {question.options.map((option) => (
                  <Checkbox
                    key={option}
                    label={option}
                    checked={chosen.includes(option)}
                    onChange={(event) =>
                      set(
                        question.id,
                        event.target.checked
                          ? [...chosen, option]
                          : chosen.filter((item) => item !== option),
                      )
                    }
                  />
                ))}
                {error ? (
                  <p className={styles.error} role="alert">
                    {error}
                  </p>
                ) : null}
              </fieldset>
            );
          }
          default:
            return null;
        }
      })}
      {children}
    </form>
  );
};
