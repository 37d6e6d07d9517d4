import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Badge } from '../../../components/ui/badge/badge';
import { Card } from '../../../components/ui/card/card';
import styles from './candidate-dashboard.module.css';
import type { CandidateDashboard, InteractedSociety } from './dashboard-api';

type Post = CandidateDashboard['followed_posts'][number];

const day = (iso: string) => format(new Date(iso), 'd MMM');

/** Followed societies' newest posts, each linking to the society's page. */
export const PostList = ({ posts }: { posts: Post[] }) => {
  const { t } = useTranslation('applications');
  return (
    <ul className={styles.rows}>
      {posts.map((post) => (
        <li key={post.id}>
          <Card className={styles.row}>
            <Avatar
              src={post.student_society.icon_url}
              name={post.student_society.name}
              square
              size="sm"
            />
            <div className={styles.rowText}>
              <p className={styles.rowTitle}>
                <Link to={`/societies/${post.student_society.slug}`}>
                  {t('dashboard.news.postBy', { name: post.student_society.name })}
                </Link>
                <span className={styles.rowDate}> · {day(post.created_at)}</span>
              </p>
              <p className={styles.rowBody}>{post.excerpt || t('dashboard.news.emptyPost')}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
};

/** The societies the candidate follows or belongs to, with their unseen posts. */
export const SocietyList = ({ societies }: { societies: InteractedSociety[] }) => {
  const { t } = useTranslation('applications');
  return (
    <ul className={styles.rows}>
      {societies.map(({ id, attributes }) => (
        <li key={id}>
          <Card className={styles.row}>
            <Avatar src={attributes.icon_url} name={attributes.name} square size="sm" />
            <div className={styles.rowText}>
              <p className={styles.rowTitle}>
                <Link to={`/societies/${attributes.slug}`}>{attributes.name}</Link>
              </p>
              <p className={styles.rowBody}>
                {attributes.last_post
                  ? t('dashboard.societies.lastPost', {
                      date: day(attributes.last_post.created_at),
                    })
                  : t('dashboard.societies.noPosts')}
              </p>
            </div>
            {attributes.not_viewed_count > 0 ? (
              <Badge tone="primary">
                {t('dashboard.societies.unseen', { count: attributes.not_viewed_count })}
              </Badge>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
};
