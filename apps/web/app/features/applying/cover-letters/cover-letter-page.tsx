import {
  COVER_LETTER_SUGGESTION_KINDS,
  type CoverLetterSuggestionKind,
  coverLetterText,
  paragraphsToHtml,
  wordCount,
} from '@gradway/domain';
import { diffWords } from 'diff';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { RichTextField } from '../../opportunities/touchpoint-editor';
import styles from './cover-letters.module.css';
import {
  type CoverLetter,
  deleteLetter,
  downloadLetter,
  generateLetter,
  listLetters,
  listTrackedOpportunities,
  type Suggestion,
  saveLetter,
  suggest,
} from './cover-letters-api';

type Source = 'opportunity' | 'text' | 'address';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The diff's words, each with a stable key (its kind and where it starts). */
const keyedParts = (before: string, after: string) => {
  let offset = 0;
  return diffWords(before, after).map((part) => {
    const key = `${part.added ? 'a' : part.removed ? 'r' : 's'}${offset}`;
    offset += part.value.length;
    return { ...part, key };
  });
};

/** The text selected inside the letter's editor, else null (suggestions then cover the whole letter). */
const selectedLetterText = (editorId: string): string | null => {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  const text = selection?.toString().trim();
  const editor = document.getElementById(editorId);
  if (!text || !selection?.anchorNode || !editor?.contains(selection.anchorNode)) return null;
  return text;
};

/**
 * `/candidate/build-cover-letter`: draft a letter from one of the candidate's opportunities, a
 * pasted posting or its address; edit it; ask for suggestions shown as a diff to accept or
 * reject; watch its word count against a target; save several; export PDF or DOCX.
 */
export const CoverLetterPage = () => {
  const { t } = useTranslation('applications');
  const editorId = `letter${useId().replace(/:/g, '')}`;
  const [letters, setLetters] = useState<CoverLetter[]>([]);
  const [opportunities, setOpportunities] = useState<{ id: string; title: string }[]>([]);
  const [source, setSource] = useState<Source>('opportunity');
  const [opportunityId, setOpportunityId] = useState('');
  const [postingText, setPostingText] = useState('');
  const [postingUrl, setPostingUrl] = useState('');
  const [current, setCurrent] = useState<CoverLetter | null>(null);
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const [target, setTarget] = useState('');
  const [suggestion, setSuggestion] = useState<(Suggestion & { selection: boolean }) | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const open = useCallback((letter: CoverLetter) => {
    setCurrent(letter);
    setTitle(letter.attributes.title);
    setHtml(letter.attributes.body_html);
    setTarget(letter.attributes.target_words?.toString() ?? '');
    setSuggestion(null);
  }, []);

  useEffect(() => {
    void listLetters().then((list) => {
      setLetters(list);
      if (list[0]) open(list[0]);
    });
    void listTrackedOpportunities().then(setOpportunities, () => setOpportunities([]));
  }, [open]);

  const work = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      setStatus(error instanceof Error ? error.message : t('coverLetters.failed'));
    } finally {
      setBusy(false);
    }
  };

  const onGenerate = (event: FormEvent) => {
    event.preventDefault();
    void work(async () => {
      const input =
        source === 'opportunity'
          ? { touchpoint_id: opportunityId }
          : source === 'text'
            ? { posting_text: postingText }
            : { posting_url: postingUrl };
      const letter = await generateLetter(input);
      setLetters((list) => [letter, ...list]);
      open(letter);
      setStatus(t('coverLetters.drafted'));
    });
  };

  const onSave = () =>
    void work(async () => {
      if (!current) return;
      const saved = await saveLetter(current.id, {
        title,
        body_html: html,
        target_words: target ? Number(target) : null,
      });
      setLetters((list) => list.map((letter) => (letter.id === saved.id ? saved : letter)));
      setCurrent(saved);
      setStatus(t('coverLetters.saved'));
    });

  const onDelete = () =>
    void work(async () => {
      if (!current) return;
      await deleteLetter(current.id);
      const rest = letters.filter((letter) => letter.id !== current.id);
      setLetters(rest);
      if (rest[0]) open(rest[0]);
      else {
        setCurrent(null);
        setHtml('');
      }
      setStatus(t('coverLetters.deleted'));
    });

  const onSuggest = (kind: CoverLetterSuggestionKind) =>
    void work(async () => {
      const selection = selectedLetterText(editorId);
      const answer = await suggest(kind, selection ?? coverLetterText(html));
      setSuggestion({ ...answer, selection: selection !== null });
    });

  const onAccept = () => {
    if (!suggestion) return;
    const replaced = suggestion.selection
      ? html.replace(escapeHtml(suggestion.original), escapeHtml(suggestion.suggested))
      : paragraphsToHtml(suggestion.suggested.split(/\n{2,}/));
    setHtml(replaced);
    setSuggestion(null);
    setStatus(t('coverLetters.accepted'));
  };

  const words = wordCount(coverLetterText(html));
  const targetWords = Number(target) || null;

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('coverLetters.title')}</h1>
        <p className={styles.lead}>{t('coverLetters.lead')}</p>
      </header>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <form onSubmit={onGenerate} className={styles.card} aria-labelledby="new-letter">
            <h2 id="new-letter" className={styles.heading}>
              {t('coverLetters.newLetter')}
            </h2>
            <fieldset className={styles.sources}>
              <legend>{t('coverLetters.from')}</legend>
              {(['opportunity', 'text', 'address'] as const).map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="source"
                    value={value}
                    checked={source === value}
                    onChange={() => setSource(value)}
                  />{' '}
                  {t(`coverLetters.source.${value}`)}
                </label>
              ))}
            </fieldset>
            {source === 'opportunity' ? (
              <label className={styles.field}>
                {t('coverLetters.opportunity')}
                <select
                  value={opportunityId}
                  required
                  onChange={(event) => setOpportunityId(event.target.value)}
                >
                  <option value="">{t('coverLetters.pickOpportunity')}</option>
                  {opportunities.map((opportunity) => (
                    <option key={opportunity.id} value={opportunity.id}>
                      {opportunity.title}
                    </option>
                  ))}
                </select>
              </label>
            ) : source === 'text' ? (
              <label className={styles.field}>
                {t('coverLetters.postingText')}
                <textarea
                  rows={6}
                  required
                  maxLength={20000}
                  value={postingText}
                  onChange={(event) => setPostingText(event.target.value)}
                />
              </label>
            ) : (
              <label className={styles.field}>
                {t('coverLetters.postingUrl')}
                <input
                  type="url"
                  required
                  value={postingUrl}
                  onChange={(event) => setPostingUrl(event.target.value)}
                />
              </label>
            )}
            <Button type="submit" disabled={busy}>
              {t('coverLetters.draft')}
            </Button>
          </form>
          <nav aria-label={t('coverLetters.saved_letters')} className={styles.card}>
            <h2 className={styles.heading}>{t('coverLetters.saved_letters')}</h2>
            {letters.length === 0 ? <p>{t('coverLetters.none')}</p> : null}
            <ul className={styles.list}>
              {letters.map((letter) => (
                <li key={letter.id}>
                  <button
                    type="button"
                    className={styles.letterButton}
                    aria-current={letter.id === current?.id || undefined}
                    onClick={() => open(letter)}
                  >
                    {letter.attributes.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        {current ? (
          <section className={styles.card} aria-labelledby="letter-heading">
            <h2 id="letter-heading" className={styles.heading}>
              {t('coverLetters.edit')}
            </h2>
            <label className={styles.field}>
              {t('coverLetters.letterTitle')}
              <input
                value={title}
                maxLength={200}
                onChange={(event) => setTitle(event.target.value)}
              />
            </label>
            <RichTextField
              id={editorId}
              label={t('coverLetters.letter')}
              value={html}
              onChange={setHtml}
            />
            <div className={styles.meter}>
              <span aria-live="polite">
                {targetWords
                  ? t('coverLetters.wordsOfTarget', { count: words, target: targetWords })
                  : t('coverLetters.words', { count: words })}
              </span>
              <label>
                {t('coverLetters.target')}{' '}
                <input
                  type="number"
                  min={50}
                  max={2000}
                  step={10}
                  className={styles.targetInput}
                  value={target}
                  onChange={(event) => setTarget(event.target.value)}
                />
              </label>
            </div>
            <fieldset className={styles.suggestions}>
              <legend>{t('coverLetters.suggestHint')}</legend>
              {COVER_LETTER_SUGGESTION_KINDS.map((kind) => (
                <Button
                  key={kind}
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onSuggest(kind)}
                >
                  {t(`coverLetters.kind.${kind}`)}
                </Button>
              ))}
            </fieldset>
            {suggestion ? (
              <section className={styles.diff} aria-label={t('coverLetters.suggestion')}>
                <p className={styles.diffText}>
                  {keyedParts(suggestion.original, suggestion.suggested).map((part) =>
                    part.added ? (
                      <ins key={part.key}>{part.value}</ins>
                    ) : part.removed ? (
                      <del key={part.key}>{part.value}</del>
                    ) : (
                      <span key={part.key}>{part.value}</span>
                    ),
                  )}
                </p>
                <div className={styles.actions}>
                  <Button size="sm" onClick={onAccept}>
                    {t('coverLetters.accept')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setSuggestion(null)}>
                    {t('coverLetters.reject')}
                  </Button>
                </div>
              </section>
            ) : null}
            <div className={styles.actions}>
              <Button onClick={onSave} disabled={busy}>
                {t('coverLetters.save')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void work(() => downloadLetter(current, 'pdf'))}
              >
                {t('coverLetters.pdf')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void work(() => downloadLetter(current, 'docx'))}
              >
                {t('coverLetters.docx')}
              </Button>
              <Button variant="secondary" onClick={onDelete} disabled={busy}>
                {t('coverLetters.delete')}
              </Button>
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
};
