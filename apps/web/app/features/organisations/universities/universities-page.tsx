import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Button } from '../../../components/ui/button/button';
import { classNames } from '../../../components/ui/class-names';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import { PrefetchLink } from '../../../lib/routing/prefetch-link';
import { Pager } from '../../discovery/directory';
import cards from '../../discovery/directory/card-list.module.css';
import styles from '../../discovery/directory/directory.module.css';
import type { UniversitiesPageData } from './universities.server';
import list from './universities-page.module.css';

export const UniversitiesPage = ({ data }: { data: UniversitiesPageData }) => {
  const { t } = useTranslation('directory');
  const document = data.universities;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('universities.title')}</h1>
        <p className={styles.lead}>{t('universities.lead')}</p>
        {document && document.meta.total_count > 0 ? (
          <p className={styles.count}>
            {t('universities.count', { count: document.meta.total_count })}
          </p>
        ) : null}
        <Form method="get" action="/universities" role="search" className={list.search}>
          <TextField
            label={t('universities.searchLabel')}
            type="search"
            name="q"
            defaultValue={data.q}
            key={data.q}
            placeholder={t('universities.searchPlaceholder')}
            maxLength={100}
            enterKeyHint="search"
          />
          <Button type="submit">{t('universities.searchSubmit')}</Button>
        </Form>
      </header>
      {document === null ? (
        <EmptyState icon="alert-circle" title={t('universities.loadFailed')} />
      ) : document.data.length === 0 ? (
        data.q ? (
          <EmptyState
            icon="search"
            title={t('universities.noMatch', { q: data.q })}
            description={t('universities.noMatchDescription')}
          />
        ) : (
          <EmptyState
            icon="building"
            title={t('universities.empty')}
            description={t('universities.emptyDescription')}
          />
        )
      ) : (
        <>
          <h2 className="visually-hidden">{t('universities.title')}</h2>
          <ul className={classNames(cards.grid, list.grid)}>
            {document.data.map(({ id, attributes: university }) => (
              <li key={id} className={cards.card}>
                <Avatar src={university.icon_url} name={university.name} size="md" square />
                <div className={cards.body}>
                  <h3 className={cards.name}>
                    <PrefetchLink
                      to={`/universities/${university.slug}/societies`}
                      className={cards.link}
                    >
                      {university.name}
                    </PrefetchLink>
                  </h3>
                  <p className={cards.detail}>
                    {[university.city?.name, university.country?.label].filter(Boolean).join(', ')}
                  </p>
                </div>
                <span className={list.societies}>
                  <Icon name="users" size={16} />
                  {t('universities.societies', { count: university.student_societies_count })}
                </span>
              </li>
            ))}
          </ul>
          <Pager
            path={data.q ? `/universities?q=${encodeURIComponent(data.q)}` : '/universities'}
            meta={document.meta}
          />
        </>
      )}
    </div>
  );
};
