import type { MailboxDocument } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link, useRevalidator } from 'react-router';
import { Button, buttonClassName } from '../../../../components/ui/button/button';
import { EmptyState } from '../../../../components/ui/empty-state/empty-state';
import { TextField } from '../../../../components/ui/form/text-field';
import { Icon } from '../../../../components/ui/icon/icon';
import { linksInText, mailHtmlForFrame } from './mail-html';
import styles from './mailbox.module.css';
import type { MailboxPageData } from './mailbox.server';

type Mail = MailboxDocument['data'][number];

const sentAt = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(iso));

const mailPath = (to: string, id?: string) => {
  const params = new URLSearchParams();
  if (to) params.set('to', to);
  if (id) params.set('mail', id);
  const query = params.toString();
  return `/dev/mailbox${query ? `?${query}` : ''}`;
};

const MailView = ({ mail, to }: { mail: Mail; to: string }) => {
  const { t } = useTranslation('auth');
  const links = linksInText(mail.text);
  return (
    <article className={styles.viewer} aria-labelledby="mail-subject">
      <Link to={mailPath(to)} className={styles.back}>
        <Icon name="arrow-left" size={16} /> {t('mailbox.back')}
      </Link>
      <h2 id="mail-subject" className={styles.subject}>
        {mail.subject}
      </h2>
      <dl className={styles.headers}>
        <dt>{t('mailbox.to')}</dt>
        <dd>{mail.to}</dd>
        <dt>{t('mailbox.sent')}</dt>
        <dd>
          <time dateTime={mail.sent_at}>{sentAt(mail.sent_at)}</time>
        </dd>
      </dl>
      <iframe
        className={styles.frame}
        title={t('mailbox.preview', { subject: mail.subject })}
        sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
        srcDoc={mailHtmlForFrame(mail.html)}
      />
      {links.length > 0 ? (
        <section aria-labelledby="mail-links" className={styles.section}>
          <h3 id="mail-links" className={styles.sectionTitle}>
            {t('mailbox.links')}
          </h3>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link}>
                <a href={link}>{link}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <details className={styles.section}>
        <summary className={styles.sectionTitle}>{t('mailbox.plainText')}</summary>
        <pre className={styles.text}>{mail.text}</pre>
      </details>
    </article>
  );
};

/** `/dev/mailbox`: the outbox outside production, newest first; a mail opens beside the list. */
export const MailboxPage = ({ data }: { data: MailboxPageData }) => {
  const { t } = useTranslation('auth');
  const revalidator = useRevalidator();
  const selected = data.mails.find((mail) => mail.id === data.selectedId) ?? null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('mailbox.title')}</h1>
          <p className={styles.lead}>{t('mailbox.lead')}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => revalidator.revalidate()}
          loading={revalidator.state === 'loading'}
          iconStart={<Icon name="refresh-cw" size={16} />}
        >
          {t('mailbox.refresh')}
        </Button>
      </header>
      <Form method="get" className={styles.filter} role="search">
        <TextField
          label={t('mailbox.filterLabel')}
          name="to"
          type="email"
          defaultValue={data.to}
          placeholder="you@example.com"
        />
        <div className={styles.filterActions}>
          <Button type="submit">{t('mailbox.filter')}</Button>
          {data.to ? (
            <Link to="/dev/mailbox" className={buttonClassName({ variant: 'ghost' })}>
              {t('mailbox.clear')}
            </Link>
          ) : null}
        </div>
      </Form>
      {data.mails.length === 0 ? (
        <EmptyState
          icon="info"
          title={t('mailbox.count', { count: 0 })}
          description={t('mailbox.empty')}
        />
      ) : (
        <div className={styles.layout} data-open={selected ? 'true' : 'false'}>
          <section
            className={styles.list}
            aria-label={t('mailbox.count', { count: data.mails.length })}
          >
            <p className={styles.count}>{t('mailbox.count', { count: data.mails.length })}</p>
            <ul>
              {data.mails.map((mail) => (
                <li key={mail.id}>
                  <Link
                    to={mailPath(data.to, mail.id)}
                    className={styles.item}
                    aria-current={mail.id === selected?.id ? 'true' : undefined}
                  >
                    <span className={styles.itemSubject}>{mail.subject}</span>
                    <span className={styles.itemMeta}>
                      {mail.to} · <time dateTime={mail.sent_at}>{sentAt(mail.sent_at)}</time>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {selected ? (
            <MailView mail={selected} to={data.to} />
          ) : (
            <p className={styles.pick}>{t('mailbox.pick')}</p>
          )}
        </div>
      )}
    </div>
  );
};
