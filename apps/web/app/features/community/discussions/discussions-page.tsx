import {
  approveSocietyPostContract,
  createSocietyReplyContract,
  declineSocietyPostContract,
  deleteSocietyPostContract,
  deleteSocietyReplyContract,
  listSocietyPostsContract,
  type Post,
  type PostListDocument,
  updateSocietyPostContract,
} from '@gradway/domain/contracts';
import { format } from 'date-fns';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { TextArea } from '../../../components/ui/form/text-field';
import { ConfirmDialog } from '../../../components/ui/modal/confirm-dialog';
import { RichTextView } from '../../../components/ui/rich-text-view/rich-text-view';
import { Tabs } from '../../../components/ui/tabs/tabs';
import { api } from '../../../lib/api/api-client';
import { Composer } from './composer';
import styles from './discussions.module.css';
import { ReplyForm } from './reply-form';

type View = 'approved' | 'draft' | 'declined';

const PostCard = ({ post, onChanged }: { post: Post; onChanged: () => void }) => {
  const { t } = useTranslation('discussions');
  const { id, attributes } = post;
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      onChanged();
    } catch {
      // The API client shows the error.
    }
  };
  const when = format(new Date(attributes.created_at), 'd MMM, HH:mm');

  return (
    <Card className={styles.post}>
      <article aria-label={t('post.label', { name: attributes.author.name })}>
        <header className={styles.postHeader}>
          <strong>{attributes.author.name}</strong>
          <time dateTime={attributes.created_at}>{when}</time>
          {attributes.status !== 'approved' && (
            <span className={styles.status}>{t(`status.${attributes.status}`)}</span>
          )}
        </header>
        {editing === null ? (
          attributes.body && <RichTextView html={attributes.body} />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void run(async () => {
                await api(updateSocietyPostContract, {
                  params: { id },
                  body: { post: { body: editing } },
                });
                setEditing(null);
              });
            }}
          >
            <TextArea
              label={t('post.editBody')}
              value={editing}
              rows={4}
              onChange={(event) => setEditing(event.target.value)}
            />
            <div className={styles.row}>
              <Button type="submit" size="sm">
                {t('post.save')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
                {t('post.cancel')}
              </Button>
            </div>
          </form>
        )}
        {attributes.poll && (
          <section className={styles.poll} aria-label={attributes.poll.question}>
            <p className={styles.question}>{attributes.poll.question}</p>
            <ul>
              {attributes.poll.options.map((option) => (
                <li key={option.index}>
                  <span>{option.label}</span>
                  <span>{t('poll.votes', { count: option.votes })}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {attributes.images.map((image) => (
          <img key={image.url} src={image.url} alt={image.alt} className={styles.image} />
        ))}
        <div className={styles.row}>
          {attributes.status === 'draft' && (
            <>
              <Button
                size="sm"
                onClick={() => run(() => api(approveSocietyPostContract, { params: { id } }))}
              >
                {t('post.approve')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => run(() => api(declineSocietyPostContract, { params: { id } }))}
              >
                {t('post.decline')}
              </Button>
            </>
          )}
          {attributes.can_edit && editing === null && attributes.kind === 'TextPost' && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setEditing(attributes.body.replace(/<[^>]+>/g, ' ').trim())}
            >
              {t('post.edit')}
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            {t('post.delete')}
          </Button>
          <ConfirmDialog
            danger
            open={confirming}
            onOpenChange={setConfirming}
            title={t('post.confirmDelete')}
            confirmLabel={t('post.delete')}
            cancelLabel={t('post.cancel')}
            closeLabel={t('post.close')}
            onConfirm={async () => {
              await api(deleteSocietyPostContract, { params: { id } });
              onChanged();
            }}
          />
        </div>
        {attributes.replies.length > 0 && (
          <ul className={styles.replies} aria-label={t('replies.label')}>
            {attributes.replies.map((item) => (
              <li key={item.id}>
                <strong>{item.author.name}</strong>
                <RichTextView html={item.body} />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    run(() =>
                      api(deleteSocietyReplyContract, { params: { id, reply_id: item.id } }),
                    )
                  }
                >
                  {t('replies.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {attributes.status === 'approved' && (
          <ReplyForm
            onReply={async (body) => {
              await api(createSocietyReplyContract, { params: { id }, body: { reply: { body } } });
              onChanged();
            }}
          />
        )}
      </article>
    </Card>
  );
};

/** The manager's `/discussions`: the society's feed with a composer, and the approval queue. */
export const DiscussionsPage = () => {
  const { t } = useTranslation('discussions');
  const [view, setView] = useState<View>('approved');
  const [page, setPage] = useState(1);
  const [document, setDocument] = useState<PostListDocument | null>(null);

  const load = useCallback(() => {
    api(listSocietyPostsContract, { query: { status: view, page, per_page: 10 } })
      .then(setDocument)
      .catch(() => setDocument(null));
  }, [view, page]);
  useEffect(load, [load]);

  const meta = document?.meta;
  const items = [
    { value: 'approved' as const, label: t('tabs.approved') },
    ...(meta?.approval_required || (meta?.pending_count ?? 0) > 0
      ? [{ value: 'draft' as const, label: t('tabs.draft'), count: meta?.pending_count }]
      : []),
    { value: 'declined' as const, label: t('tabs.declined') },
  ];

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {view === 'approved' && <Composer onPosted={load} />}
      <Tabs
        label={t('tabs.label')}
        items={items}
        value={view}
        onValueChange={(value) => {
          setView(value);
          setPage(1);
        }}
      >
        {document === null ? (
          <p>{t('loading')}</p>
        ) : document.data.length === 0 ? (
          <p className={styles.empty}>{t(`empty.${view}`)}</p>
        ) : (
          <div className={styles.list}>
            {document.data.map((post) => (
              <PostCard key={post.id} post={post} onChanged={load} />
            ))}
          </div>
        )}
        {meta && meta.total_pages > 1 && (
          <div className={styles.row}>
            <Button
              size="sm"
              variant="secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('previous')}
            </Button>
            <span>{t('pageOf', { page, pages: meta.total_pages })}</span>
            <Button
              size="sm"
              variant="secondary"
              disabled={page >= meta.total_pages}
              onClick={() => setPage(page + 1)}
            >
              {t('next')}
            </Button>
          </div>
        )}
      </Tabs>
    </div>
  );
};
