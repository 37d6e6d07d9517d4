import { coverLetterText } from '@gradway/domain';
import type { Applicant } from '@gradway/domain/contracts';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Select } from '../../../components/ui/form/select';
import { Icon } from '../../../components/ui/icon/icon';
import { Pagination } from '../../../components/ui/pagination/pagination';
import { Table, type TableColumn } from '../../../components/ui/table/table';
import { downloadResume } from '../../accounts/onboarding';
import type { Organiser } from '../../opportunities/organiser-touchpoints';
import styles from './applicants.module.css';
import { useApplicants } from './applicants-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/applicants`: who applied to the company's (or society's) touchpoints, newest first, filtered
 * by touchpoint and paged in the address; each CV downloads with the session. A table on wide
 * screens, a card per applicant on phones.
 */
export const ApplicantsPage = ({ organiser }: { organiser: Organiser }) => {
  const { t } = useTranslation('applications');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('touchpoint');
  const touchpointId = requested && UUID.test(requested) ? requested : undefined;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const { state, reload } = useApplicants(organiser.kind, { touchpoint_id: touchpointId, page });
  const document = state.document;

  const setParams = (next: { touchpoint?: string | null; page?: number }) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next.touchpoint !== undefined) {
          if (next.touchpoint) params.set('touchpoint', next.touchpoint);
          else params.delete('touchpoint');
          params.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) params.set('page', String(next.page));
          else params.delete('page');
        }
        return params;
      },
      { preventScrollReset: true },
    );

  const columns: TableColumn<Applicant>[] = [
    {
      key: 'candidate',
      header: t('applicants.candidate'),
      primary: true,
      width: '30%',
      cell: ({ attributes: { candidate } }) => (
        <span className={styles.person}>
          <Avatar src={candidate.avatar_url} name={candidate.name} size="sm" />
          <span>
            <span className={styles.name}>{candidate.name}</span>
            {candidate.email ? <span className={styles.muted}>{candidate.email}</span> : null}
          </span>
        </span>
      ),
    },
    {
      key: 'touchpoint',
      header: t('applicants.touchpoint'),
      cell: ({ attributes: { touchpoint } }) => (
        <Link
          to={`/${touchpoint.touchpointable_type === 'Internship' ? 'internships' : touchpoint.touchpointable_type === 'Event' ? 'events' : 'jobs'}/${touchpoint.id}`}
          className={styles.link}
        >
          {touchpoint.title}
        </Link>
      ),
    },
    {
      key: 'education',
      header: t('applicants.education'),
      cell: ({ attributes: { candidate } }) =>
        [candidate.university, [candidate.degree, candidate.subject].filter(Boolean).join(', ')]
          .filter(Boolean)
          .join(' · ') || '—',
    },
    {
      key: 'graduation',
      header: t('applicants.graduation'),
      width: '7rem',
      cell: ({ attributes: { candidate } }) => candidate.graduation_year ?? '—',
    },
    {
      key: 'applied',
      header: t('applicants.appliedAt'),
      width: '8rem',
      cell: ({ attributes }) => (
        <span className={styles.nowrap}>
          {format(new Date(attributes.applied_at), 'd MMM yyyy')}
        </span>
      ),
    },
    {
      key: 'coverLetter',
      header: t('applicants.coverLetter'),
      width: '12rem',
      cell: ({ attributes: { cover_letter: letter, candidate } }) =>
        letter ? (
          <details className={styles.letter}>
            <summary>
              {t('applicants.readCoverLetter')}
              <span className="visually-hidden">
                {' '}
                {t('applicants.of', { name: candidate.name })}
              </span>
            </summary>
            <p className={styles.letterTitle}>{letter.title}</p>
            {coverLetterText(letter.body_html)
              .split(/\n{2,}/)
              .filter((paragraph) => paragraph.trim() !== '')
              .map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
                <p key={index}>{paragraph}</p>
              ))}
          </details>
        ) : (
          <span className={styles.nowrap}>{t('applicants.noCoverLetter')}</span>
        ),
    },
    {
      key: 'cv',
      header: t('applicants.cv'),
      align: 'end',
      width: '11rem',
      cell: ({ attributes: { cv_url: cvUrl, candidate } }) =>
        cvUrl ? (
          <Button
            size="sm"
            variant="secondary"
            iconStart={<Icon name="arrow-right" size={16} />}
            onClick={() =>
              void downloadResume(
                cvUrl,
                `${candidate.name} CV.pdf`,
                t('applicants.cvFailed'),
              ).catch(() => undefined)
            }
          >
            {t('applicants.downloadCv')}
            <span className="visually-hidden"> {t('applicants.of', { name: candidate.name })}</span>
          </Button>
        ) : (
          <span className={styles.nowrap}>{t('applicants.noCv')}</span>
        ),
    },
  ];

  const touchpointOptions = document?.meta.touchpoints ?? [];
  const listHref = organiser.kind === 'company' ? '/hiring' : '/dashboard';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('applicants.title')}</h1>
          <p className={styles.lead}>{t('applicants.lead')}</p>
        </div>
        {document ? (
          <p className={styles.muted} aria-live="polite">
            {t('applicants.total', { count: document.meta.total_count })}
          </p>
        ) : null}
      </header>
      {touchpointOptions.length > 0 ? (
        <Select
          className={styles.filter}
          label={t('applicants.touchpoint')}
          value={touchpointId ?? ''}
          onChange={(event) => setParams({ touchpoint: event.target.value || null })}
          options={[
            { value: '', label: t('applicants.allTouchpoints') },
            ...touchpointOptions.map((option) => ({
              value: option.id,
              label: `${option.title} (${option.applicants_count})`,
            })),
          ]}
        />
      ) : null}
      {state.status === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p>{t('applicants.failed', { message: state.message })}</p>
          <Button size="sm" variant="secondary" onClick={reload}>
            {t('applicants.retry')}
          </Button>
        </div>
      ) : null}
      <Table
        caption={t('applicants.title')}
        columns={columns}
        rows={document?.data ?? []}
        rowKey={(row) => row.id}
        loading={document === null && state.status === 'loading'}
        empty={
          <EmptyState
            icon="users"
            headingLevel={2}
            title={t('applicants.empty.title')}
            description={t('applicants.empty.description')}
            action={
              <Link to={listHref} className={buttonClassName({ variant: 'secondary' })}>
                {t('applicants.empty.action')}
              </Link>
            }
          />
        }
      />
      {document ? (
        <Pagination
          page={document.meta.page}
          pageCount={document.meta.total_pages}
          onPageChange={(next) => setParams({ page: next })}
          label={t('applicants.pagination')}
        />
      ) : null}
    </div>
  );
};
