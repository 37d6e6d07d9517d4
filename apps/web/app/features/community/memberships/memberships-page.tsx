import {
  approveMembershipContract,
  bulkApproveMembershipsContract,
  declineMembershipContract,
  exportMembershipsContract,
  listMembershipsContract,
  type MembershipListDocument,
  type MembershipState,
  removeMembershipContract,
} from '@gradway/domain/contracts';
import { format } from 'date-fns';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Button } from '../../../components/ui/button/button';
import { Pagination } from '../../../components/ui/pagination/pagination';
import { Tabs } from '../../../components/ui/tabs/tabs';
import { api, requestPathOf } from '../../../lib/api/api-client';
import { getSession, sessionHeaders } from '../../../lib/session/session-store';
import styles from './memberships.module.css';

const LISTS: readonly MembershipState[] = ['subscribed', 'subscription_requests', 'unsubscribed'];
const PER_PAGE = 20;

/** The spec: membership list names are cut to 10 characters. */
export const listName = (name: string) => (name.length > 10 ? `${name.slice(0, 10)}…` : name);

/** Downloads the joined members' CSV made by the API (the session goes in headers). */
const downloadCsv = async () => {
  const response = await fetch(requestPathOf(exportMembershipsContract), {
    headers: sessionHeaders(getSession()),
  });
  if (!response.ok) throw new Error('The export failed');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'members.csv';
  link.click();
  URL.revokeObjectURL(url);
};

/** The manager's community (`/community`): Joined, Membership requests and Past members. */
export const MembershipsPage = () => {
  const { t } = useTranslation('organisers');
  const [status, setStatus] = useState<MembershipState>('subscribed');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<MembershipListDocument | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await api(listMembershipsContract, {
        query: { status, search: query || undefined, page, per_page: PER_PAGE },
      });
      setList(answer);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [status, query, page]);

  useEffect(() => {
    load();
  }, [load]);

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      setSelected(new Set());
      await load();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPage(1);
    setQuery(search.trim());
  };

  const counts = list?.meta.counts;
  const date = (iso: string) => format(new Date(iso), 'd MMM yyyy');
  const requests = status === 'subscription_requests';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('community.title')}</h1>
        <Button variant="secondary" onClick={() => act(downloadCsv)} disabled={busy}>
          {t('community.export')}
        </Button>
      </header>
      <Tabs
        label={t('community.lists')}
        items={LISTS.map((value) => ({
          value,
          label: listName(t(`community.list.${value}`)),
          count: counts?.[value],
        }))}
        value={status}
        onValueChange={(value) => {
          setStatus(value);
          setPage(1);
          setSelected(new Set());
        }}
      >
        <form className={styles.search} onSubmit={submitSearch}>
          <label className="visually-hidden" htmlFor="community-search">
            {t('community.search')}
          </label>
          <input
            id="community-search"
            type="search"
            value={search}
            placeholder={t('community.search')}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Button type="submit" variant="secondary">
            {t('community.searchButton')}
          </Button>
        </form>
        {failed ? <p role="alert">{t('community.failed')}</p> : null}
        {requests && selected.size > 0 ? (
          <Button
            disabled={busy}
            onClick={() =>
              act(() => api(bulkApproveMembershipsContract, { body: { ids: [...selected] } }))
            }
          >
            {t('community.approveSelected', { count: selected.size })}
          </Button>
        ) : null}
        {list && list.data.length === 0 ? (
          <p className={styles.empty}>{t(`community.empty.${status}`)}</p>
        ) : null}
        <ul className={styles.rows}>
          {list?.data.map((row) => {
            const { member } = row.attributes;
            const name = `${member.first_name} ${member.last_name}`.trim();
            return (
              <li key={row.id} className={styles.row}>
                {requests ? (
                  <input
                    type="checkbox"
                    aria-label={t('community.select', { name })}
                    checked={selected.has(row.id)}
                    onChange={(event) => {
                      const next = new Set(selected);
                      if (event.currentTarget.checked) next.add(row.id);
                      else next.delete(row.id);
                      setSelected(next);
                    }}
                  />
                ) : null}
                <Avatar src={member.avatar_url} name={name} size="sm" />
                <div className={styles.who}>
                  <strong>{name}</strong>
                  <span>{member.email}</span>
                  {member.university_name ? <span>{member.university_name}</span> : null}
                </div>
                <span className={styles.date}>
                  {t(`community.dated.${status}`, { date: date(row.attributes.status_changed_at) })}
                </span>
                <div className={styles.actions}>
                  {requests ? (
                    <>
                      <Button
                        size="sm"
                        disabled={busy}
                        onClick={() =>
                          act(() => api(approveMembershipContract, { params: { id: row.id } }))
                        }
                      >
                        {t('community.approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() =>
                          act(() => api(declineMembershipContract, { params: { id: row.id } }))
                        }
                      >
                        {t('community.decline')}
                      </Button>
                    </>
                  ) : null}
                  {status === 'subscribed' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() =>
                        act(() => api(removeMembershipContract, { params: { id: row.id } }))
                      }
                    >
                      {t('community.remove')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <Pagination
          page={page}
          pageCount={list?.meta.total_pages ?? 0}
          onPageChange={setPage}
          label={t('community.pages')}
        />
      </Tabs>
    </div>
  );
};
