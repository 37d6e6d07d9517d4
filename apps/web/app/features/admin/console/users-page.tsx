import { SEARCH_DEBOUNCE_MS } from '@gradway/domain';
import { type AdminAccount, searchUsersContract } from '@gradway/domain/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge/badge';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './admin.module.css';
import { adminApi } from './admin-api';
import { AdminPageHeader, formatAdminTime } from './admin-status';
import { QueueTable } from './queue-table';
import { useAdminList } from './use-admin-list';

const STATUS_TONE: Record<NonNullable<AdminAccount['status']>, BadgeTone> = {
  approved: 'success',
  awaiting_approval: 'warning',
  rejected: 'critical',
};

/** Search over every user by email or name, newest first without a search. */
export const UsersPage = () => {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const list = useAdminList(async (page) => {
    const result = await adminApi(searchUsersContract, { query: { q: q || undefined, page } });
    return { data: result.data.map((item) => item.attributes), meta: result.meta };
  }, q);

  return (
    <>
      <AdminPageHeader title={t('users.title')} description={t('users.description')} />
      <Form
        role="search"
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          setQ(text.trim());
        }}
      >
        <TextField
          label={t('users.searchLabel')}
          type="search"
          value={text}
          leadingIcon={<Icon name="search" />}
          placeholder={t('users.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </Form>
      {list.meta ? (
        <p className={styles.resultCount} aria-live="polite">
          {t('users.count', { count: list.meta.total_count })}
        </p>
      ) : null}
      <QueueTable
        caption={t('users.caption')}
        list={list}
        emptyTitle={t('users.emptyTitle')}
        emptyDescription={t('users.emptyDescription')}
        columns={[
          {
            key: 'name',
            header: t('columns.user'),
            primary: true,
            cell: (user) => (
              <span>
                <strong>{user.name || '—'}</strong>
                <br />
                <span>{user.email || t('users.noEmail')}</span>
              </span>
            ),
          },
          {
            key: 'role',
            header: t('columns.role'),
            cell: (user) =>
              user.type === 'admin' ? t('roles.admin') : t(`roles.${user.userable_type}`),
          },
          {
            key: 'organisation',
            header: t('columns.organisation'),
            cell: (user) => user.organisation?.name ?? '—',
          },
          {
            key: 'status',
            header: t('columns.status'),
            cell: (user) =>
              user.status ? (
                <Badge tone={STATUS_TONE[user.status]}>{t(`status.${user.status}`)}</Badge>
              ) : (
                '—'
              ),
          },
          {
            key: 'created',
            header: t('columns.signedUp'),
            cell: (user) => formatAdminTime(user.created_at),
          },
        ]}
      />
    </>
  );
};
