import { isValidShortLink } from '@gradway/domain';
import {
  getOrganisationShortLinkContract,
  SHORT_LINK_MAX_LENGTH,
  updateOrganisationShortLinkContract,
} from '@gradway/domain/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import styles from './short-link.module.css';

/** The API's message for the slug field of a refused change (`short_link.slug`). */
const slugErrorOf = (body: unknown): string | undefined =>
  (body as { fields?: { path?: unknown; message?: unknown }[] } | null)?.fields
    ?.filter((field) => typeof field.path === 'string' && field.path.endsWith('slug'))
    .map((field) => field.message)
    .find((message): message is string => typeof message === 'string');

/**
 * The short link (`/s/{slug}`) of the organiser's society or company, on its edit page: its own
 * small form beside the profile's. A slug that is taken or malformed shows on the field, and what
 * was typed stays.
 */
export const ShortLinkPanel = () => {
  const { t } = useTranslation('organisations');
  const [slug, setSlug] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  useEffect(() => {
    const controller = new AbortController();
    api(getOrganisationShortLinkContract, {}, { quiet: true, signal: controller.signal })
      .then((document) => {
        const current = document.data?.attributes.slug ?? null;
        setSaved(current);
        setSlug((typed) => typed || (current ?? ''));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = slug.trim();
    if (value.length < 3 || value.length > SHORT_LINK_MAX_LENGTH || !isValidShortLink(value)) {
      setError(t('shortLink.invalid', { max: SHORT_LINK_MAX_LENGTH }));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const document = await api(
        updateOrganisationShortLinkContract,
        { body: { short_link: { slug: value } } },
        { quiet: true },
      );
      setSaved(document.data.attributes.slug);
      toast.success(t('shortLink.saved'));
    } catch (failure) {
      const fieldError = isApiError(failure) ? slugErrorOf(failure.body) : undefined;
      if (fieldError) setError(fieldError);
      else toast.error(isApiError(failure) ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="short-link-title" className={styles.shortLink}>
      <h2 id="short-link-title" className={styles.panelTitle}>
        {t('shortLink.title')}
      </h2>
      <p className={styles.about}>
        {saved ? t('shortLink.current', { url: `${origin}/s/${saved}` }) : t('shortLink.none')}
      </p>
      <Form onSubmit={submit} className={styles.shortLinkForm} aria-labelledby="short-link-title">
        <TextField
          label={t('shortLink.label')}
          name="short_link"
          value={slug}
          onChange={(event) => {
            setSlug(event.currentTarget.value);
            setError(undefined);
          }}
          invalid={Boolean(error)}
          helperText={error ?? t('shortLink.helper')}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          {t('shortLink.save')}
        </Button>
      </Form>
    </Card>
  );
};
