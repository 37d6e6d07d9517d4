import { SEARCH_RESULT_TYPES, type SearchFilters, type SearchResultType } from '@gradway/domain';
import {
  SEARCH_PAGE_DESCRIPTION_MAX_LENGTH,
  SEARCH_PAGE_SLUG_MAX_LENGTH,
  SEARCH_PAGE_TITLE_MAX_LENGTH,
  type SearchPageInput,
} from '@gradway/domain/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Dropdown } from '../../../components/ui/dropdown/dropdown';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { Select } from '../../../components/ui/form/select';
import { TextArea, TextField } from '../../../components/ui/form/text-field';
import { focusFirstInvalid } from '../../../lib/forms/form-errors';
import { SearchFilterPanel } from '../../discovery/search';
import styles from './search-pages.module.css';
import {
  apiSearchPageErrorsOf,
  checkSearchPageDraft,
  loadFilterNames,
  loadSearchPageFormOptions,
  type SearchPageDraft,
  type SearchPageErrors,
  type SearchPageFormOptions,
} from './search-pages-data';

export interface SearchPageFormProps {
  /** The page as it is (empty for a new one). */
  initial: SearchPageDraft;
  /** True when the page is new (the heading and the button say so). */
  creating: boolean;
  /** Sends the checked input; rejects (after the 'Error!' toast) when the API refused it. */
  onSave: (input: SearchPageInput) => Promise<void>;
  onCancel: () => void;
}

const NO_OPTIONS: SearchPageFormOptions = {
  industries: [],
  areas: [],
  kinds: { jobs: [], internships: [] },
};

/**
 * A search landing page's form: its address, title, introduction and whether it is public, and
 * the search it shows (the search page's own filter controls, plus the opportunity kinds). A
 * failed save keeps everything typed and shows the API's messages on their fields.
 */
export const SearchPageForm = ({ initial, creating, onSave, onCancel }: SearchPageFormProps) => {
  const { t } = useTranslation('admin');
  const { t: ts } = useTranslation('search');
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<SearchPageErrors>({});
  const [names, setNames] = useState<Record<string, string>>({});
  const [options, setOptions] = useState(NO_OPTIONS);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    loadSearchPageFormOptions().then((loaded) => active && setOptions(loaded));
    loadFilterNames(initial.filters).then(
      (loaded) => active && setNames((known) => ({ ...loaded, ...known })),
    );
    return () => {
      active = false;
    };
  }, [initial.filters]);

  const change = (patch: Partial<SearchPageDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof SearchPageDraft];
      return next;
    });
  };
  const changeFilters = (filters: SearchFilters, picked?: Record<string, string>) => {
    if (picked) setNames((known) => ({ ...known, ...picked }));
    change({ filters });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The query reaches the filters 500 ms after the last key: take what is typed now.
    const query = formRef.current?.querySelector<HTMLInputElement>('input[type="search"]');
    const filters = query
      ? { ...draft.filters, q: query.value.trim() || undefined }
      : draft.filters;
    const checked = checkSearchPageDraft({ ...draft, filters });
    if (checked.errors) {
      setErrors(checked.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setSaving(true);
    try {
      await onSave(checked.input);
    } catch (error) {
      setErrors(apiSearchPageErrorsOf(error));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    } finally {
      setSaving(false);
    }
  };

  const kindOptions =
    draft.filters.type === 'jobs' || draft.filters.type === 'internships'
      ? options.kinds[draft.filters.type]
      : null;

  return (
    <Form ref={formRef} className={styles.form} onSubmit={submit}>
      <h2 className={styles.formTitle}>{t(creating ? 'searchPages.new' : 'searchPages.edit')}</h2>
      <div className={styles.columns}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('searchPages.pageSection')}</legend>
          <TextField
            label={t('searchPages.fields.slug')}
            value={draft.slug}
            maxLength={SEARCH_PAGE_SLUG_MAX_LENGTH}
            autoCapitalize="none"
            spellCheck={false}
            invalid={Boolean(errors.slug)}
            helperText={
              errors.slug ??
              t('searchPages.fields.slugHelp', { slug: draft.slug || 'graduate-jobs-london' })
            }
            required
            onChange={(event) => change({ slug: event.currentTarget.value.toLowerCase() })}
          />
          <TextField
            label={t('searchPages.fields.title')}
            value={draft.title}
            maxLength={SEARCH_PAGE_TITLE_MAX_LENGTH}
            invalid={Boolean(errors.title)}
            helperText={errors.title ?? t('searchPages.fields.titleHelp')}
            required
            onChange={(event) => change({ title: event.currentTarget.value })}
          />
          <TextArea
            label={t('searchPages.fields.description')}
            value={draft.description}
            maxLength={SEARCH_PAGE_DESCRIPTION_MAX_LENGTH}
            optional
            invalid={Boolean(errors.description)}
            helperText={errors.description ?? t('searchPages.fields.descriptionHelp')}
            onChange={(event) => change({ description: event.currentTarget.value })}
          />
          <Checkbox
            label={t('searchPages.fields.published')}
            helperText={t('searchPages.fields.publishedHelp')}
            checked={draft.published}
            onChange={(event) => change({ published: event.currentTarget.checked })}
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('searchPages.filtersSection')}</legend>
          {errors.filters ? (
            <p className={styles.filtersError} role="alert">
              {t('searchPages.filtersInvalid', { message: errors.filters })}
            </p>
          ) : null}
          <Select
            label={ts('types.label')}
            value={draft.filters.type}
            options={SEARCH_RESULT_TYPES.map((type) => ({
              value: type,
              label: ts(`types.${type}`),
            }))}
            onChange={(event) =>
              changeFilters({
                ...draft.filters,
                type: event.currentTarget.value as SearchResultType,
              })
            }
          />
          <SearchFilterPanel
            filters={draft.filters}
            names={names}
            options={options}
            onChange={changeFilters}
          />
          {kindOptions ? (
            <Dropdown<string>
              label={t('searchPages.fields.kinds')}
              multiple
              optional
              placeholder={t('searchPages.fields.kindsPlaceholder')}
              searchPlaceholder={ts('filters.searchOptions')}
              noResultsText={ts('filters.noOptions')}
              options={kindOptions.map((kind) => ({
                id: kind.id,
                value: kind.id,
                label: kind.name,
              }))}
              value={draft.filters.kinds ?? []}
              onChange={(kinds) =>
                changeFilters({ ...draft.filters, kinds: kinds.length ? kinds : undefined })
              }
            />
          ) : null}
        </fieldset>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {t(creating ? 'searchPages.create' : 'searchPages.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('searchPages.cancel')}
        </Button>
      </div>
    </Form>
  );
};
