import {
  createMemberPostContract,
  createMemberReplyContract,
  listMemberPostsContract,
  markPostsSeenContract,
  type Post,
  type PostListDocument,
  votePostContract,
} from '@gradway/domain/contracts';
import { can } from '@gradway/domain/permissions';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { TextArea } from '../../../components/ui/form/text-field';
import { RichTextView } from '../../../components/ui/rich-text-view/rich-text-view';
import { api } from '../../../lib/api/api-client';
import { useCurrentUser } from '../../../lib/session/current-user';
import { userClassOfUser } from '../../../lib/session/route-guard';
import styles from './discussions.module.css';
import { ReplyForm } from './reply-form';

/**
 * A post's day as the rest of the app writes dates ("20 Nov 2026"), with the platform's own
 * formatter: this section is part of the society's public page, whose first load has no room for
 * a date library.
 */
const POST_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const MemberPost = ({
  societyId,
  post,
  onChanged,
}: {
  societyId: string;
  post: Post;
  onChanged: (next: Post) => void;
}) => {
  const { t } = useTranslation('discussions');
  const { id, attributes } = post;
  const params = { id: societyId, post_id: id };
  const vote = (option_index: number) =>
    api(votePostContract, { params, body: { vote: { option_index } } })
      .then((document) => onChanged(document.data))
      .catch(() => undefined);
  return (
    <Card className={styles.post}>
      <article aria-label={t('post.label', { name: attributes.author.name })}>
        <header className={styles.postHeader}>
          <strong>{attributes.author.name}</strong>
          <time dateTime={attributes.created_at}>
            {POST_DAY.format(new Date(attributes.created_at))}
          </time>
          {attributes.status !== 'approved' && (
            <span className={styles.status}>{t(`status.${attributes.status}`)}</span>
          )}
        </header>
        {attributes.body && <RichTextView html={attributes.body} />}
        {attributes.poll && (
          <fieldset className={styles.poll}>
            <legend className={styles.question}>{attributes.poll.question}</legend>
            <ul>
              {attributes.poll.options.map((option) => (
                <li key={option.index}>
                  <Button
                    size="sm"
                    variant={attributes.poll?.my_vote === option.index ? 'primary' : 'secondary'}
                    aria-pressed={attributes.poll?.my_vote === option.index}
                    disabled={attributes.status !== 'approved'}
                    onClick={() => vote(option.index)}
                  >
                    {option.label}
                  </Button>
                  <span>{t('poll.votes', { count: option.votes })}</span>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {attributes.images.map((image) => (
          <img key={image.url} src={image.url} alt={image.alt} className={styles.image} />
        ))}
        {attributes.replies.length > 0 && (
          <ul className={styles.replies} aria-label={t('replies.label')}>
            {attributes.replies.map((item) => (
              <li key={item.id}>
                <strong>{item.author.name}</strong>
                <RichTextView html={item.body} />
              </li>
            ))}
          </ul>
        )}
        {attributes.can_reply && (
          <ReplyForm
            onReply={(body) =>
              api(createMemberReplyContract, { params, body: { reply: { body } } }).then(
                (document) => onChanged(document.data),
              )
            }
          />
        )}
      </article>
    </Card>
  );
};

/**
 * The "Community" section of a society's public page: its members see the approved posts (and
 * their own), vote, reply and post as the society allows; opening it marks the posts seen.
 * Guests and non-members see a short invitation to join, never post content.
 */
export const CommunitySection = ({
  societyId,
  societyName,
}: {
  societyId: string;
  societyName: string;
}) => {
  const { t } = useTranslation('discussions');
  const user = useCurrentUser();
  const mayUse = user ? can(userClassOfUser(user), 'discussions.member.use') : false;
  const [document, setDocument] = useState<PostListDocument | null>(null);
  const [member, setMember] = useState<boolean | null>(null);
  const [page, setPage] = useState(1);
  const [body, setBody] = useState('');

  const load = useCallback(() => {
    if (!mayUse) return;
    api(
      listMemberPostsContract,
      { params: { id: societyId }, query: { page, per_page: 10 } },
      { quiet: true },
    )
      .then((answer) => {
        setDocument(answer);
        setMember(true);
      })
      .catch(() => setMember(false));
  }, [mayUse, societyId, page]);
  useEffect(load, [load]);

  useEffect(() => {
    if (member)
      api(markPostsSeenContract, { params: { id: societyId } }, { quiet: true }).catch(
        () => undefined,
      );
  }, [member, societyId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    api(createMemberPostContract, {
      params: { id: societyId },
      body: { post: { kind: 'TextPost', body } },
    })
      .then(() => {
        setBody('');
        load();
      })
      .catch(() => undefined);
  };

  return (
    <section id="community" className={styles.community} aria-labelledby="community-title">
      <h2 id="community-title">{t('community.title')}</h2>
      {!member || !document ? (
        <p className={styles.lead}>{t('community.invitation', { name: societyName })}</p>
      ) : (
        <>
          {document.meta.can_post && (
            <Card className={styles.composer}>
              <form onSubmit={submit} noValidate aria-label={t('composer.label')}>
                <TextArea
                  label={t('composer.body')}
                  value={body}
                  rows={3}
                  maxLength={10_000}
                  onChange={(event) => setBody(event.target.value)}
                />
                {document.meta.approval_required && (
                  <p className={styles.lead}>{t('community.approvalNote')}</p>
                )}
                <Button type="submit">{t('composer.submit')}</Button>
              </form>
            </Card>
          )}
          {document.data.length === 0 ? (
            <p className={styles.empty}>{t('community.empty')}</p>
          ) : (
            <div className={styles.list}>
              {document.data.map((post) => (
                <MemberPost
                  key={post.id}
                  societyId={societyId}
                  post={post}
                  onChanged={(next) =>
                    setDocument({
                      ...document,
                      data: document.data.map((each) => (each.id === next.id ? next : each)),
                    })
                  }
                />
              ))}
            </div>
          )}
          {document.meta.total_pages > 1 && (
            <div className={styles.row}>
              <Button
                size="sm"
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('previous')}
              </Button>
              <span>{t('pageOf', { page, pages: document.meta.total_pages })}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={page >= document.meta.total_pages}
                onClick={() => setPage(page + 1)}
              >
                {t('next')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
};
