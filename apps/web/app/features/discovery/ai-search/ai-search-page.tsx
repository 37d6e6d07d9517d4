import type { AiSearchListDocument } from '@gradway/domain/contracts';
import { AI_SEARCH_MESSAGES, AI_SEARCH_QUESTION_MAX_LENGTH } from '@gradway/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { TextArea } from '../../../components/ui/form/text-field';
import styles from './ai-search.module.css';
import { askQuestion } from './ai-search-client';

const EXAMPLE_KEYS = ['one', 'two', 'three', 'four'] as const;

/** `/ai/search`: a question in plain words, examples to start from, and past searches. */
export const AiSearchPage = ({ past }: { past: AiSearchListDocument['data'] }) => {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) return setError(AI_SEARCH_MESSAGES.questionEmpty);
    if (text.length > AI_SEARCH_QUESTION_MAX_LENGTH)
      return setError(AI_SEARCH_MESSAGES.questionTooLong);
    setError(null);
    setBusy(true);
    try {
      const search = await askQuestion(text);
      navigate(`/ai/search/${search.id}/results`);
    } catch {
      // The 'Error!' toast is shown; the question stays for another try.
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('ai.title')}</h1>
        <p className={styles.lead}>{t('ai.lead')}</p>
      </header>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextArea
          label={t('ai.question')}
          rows={3}
          value={question}
          placeholder={t('ai.placeholder')}
          invalid={error !== null}
          helperText={error ?? t('ai.questionHelp')}
          onChange={(event) => setQuestion(event.currentTarget.value)}
        />
        <div className={styles.examples}>
          <p className={styles.examplesTitle}>{t('ai.examplesTitle')}</p>
          <ul>
            {EXAMPLE_KEYS.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className={styles.example}
                  onClick={() => {
                    setQuestion(t(`ai.examples.${key}`));
                    setError(null);
                  }}
                >
                  {t(`ai.examples.${key}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('ai.searching') : t('ai.submit')}
        </Button>
      </form>
      {past.length > 0 ? (
        <section className={styles.past} aria-labelledby="past-searches">
          <h2 id="past-searches" className={styles.pastTitle}>
            {t('ai.past')}
          </h2>
          <ul className={styles.pastList}>
            {past.map((search) => (
              <li key={search.id}>
                <Link to={`/ai/search/${search.id}/results`} className={styles.pastLink}>
                  <span>{search.attributes.name ?? search.attributes.query}</span>
                  <span className={styles.pastMeta}>
                    {search.attributes.name ? t('ai.saved') : null}{' '}
                    {t('ai.resultsCount', { count: search.attributes.results_count })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
};
