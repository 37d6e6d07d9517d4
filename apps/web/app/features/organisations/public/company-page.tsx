import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Icon } from '../../../components/ui/icon/icon';
import { RichTextHtml } from '../../../components/ui/rich-text-view/rich-text-html';
import type { CompanyPageData } from './company.server';
import { FollowButton } from './follow-button';
import { JsonLdScript } from './json-ld-script';
import { OrganisationHeader } from './organisation-header';
import { companyJsonLd } from './organisation-json-ld';
import styles from './organisation-page.module.css';
import { TouchpointSection } from './touchpoint-section';

/**
 * A company's public page: header, about, featured opportunities, jobs, internships, events (the
 * first 10 of each, the rest on demand).
 */
export const CompanyPageView = ({
  data,
  origin,
  preview = false,
}: {
  data: CompanyPageData;
  origin: string;
  /** The admin console's preview: the page as shown, without its structured data. */
  preview?: boolean;
}) => {
  const { t } = useTranslation('organisations');
  const { company } = data;
  const nothingOpen =
    data.featured.total + data.jobs.total + data.internships.total + data.events.total === 0;
  return (
    <article className={styles.page}>
      {preview ? null : <JsonLdScript data={companyJsonLd(company, origin)} />}
      <OrganisationHeader
        name={company.name}
        iconUrl={company.icon_url}
        coverUrl={company.cover_url}
        isVerified={company.is_verified}
        isProviderVerified={company.is_provider_verified}
        facts={
          <>
            {company.industry ? (
              <li>
                <Icon name="briefcase" size={16} />
                {company.industry.name}
              </li>
            ) : null}
            {company.company_size ? (
              <li>
                <Icon name="users" size={16} />
                {t('company.size', { size: company.company_size.name })}
              </li>
            ) : null}
            {company.city ? (
              <li>
                <Icon name="map-pin" size={16} />
                {company.city.name}
              </li>
            ) : null}
            {company.website ? (
              <li>
                <Icon name="globe" size={16} />
                <a href={company.website} target="_blank" rel="noopener noreferrer">
                  {t('company.website')}
                  <span className="visually-hidden"> ({company.website})</span>
                </a>
              </li>
            ) : null}
          </>
        }
        actions={
          <FollowButton
            followableType="Company"
            followableId={company.id}
            name={company.name}
            followersCount={company.followers_count}
          />
        }
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          {data.descriptionHtml ? (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('company.about', { name: company.name })}</h2>
              <RichTextHtml html={data.descriptionHtml} className={styles.about} />
            </section>
          ) : null}
          <TouchpointSection
            key={`featured-${company.id}`}
            title={t('company.featured')}
            section={data.featured}
          />
          <TouchpointSection
            key={`jobs-${company.id}`}
            title={t('company.jobs')}
            section={data.jobs}
          />
          <TouchpointSection
            key={`internships-${company.id}`}
            title={t('company.internships')}
            section={data.internships}
          />
          <TouchpointSection
            key={`events-${company.id}`}
            title={t('company.events')}
            section={data.events}
          />
          {nothingOpen ? (
            <EmptyState
              icon="briefcase"
              title={t('company.noOpenings')}
              description={t('company.noOpeningsDescription', { name: company.name })}
            />
          ) : null}
        </div>
        <aside className={styles.side}>
          {company.offices.length > 0 ? (
            <section className={styles.panel}>
              <h2 className={styles.panelTitle}>{t('company.offices')}</h2>
              <ul className={styles.list}>
                {company.offices.map((office) => (
                  <li key={office.id}>
                    <Icon name="map-pin" size={16} />
                    {office.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {company.short_link ? (
            <section className={styles.panel}>
              <h2 className={styles.panelTitle}>{t('company.shortLink')}</h2>
              <p className={styles.list}>
                <a href={`/s/${company.short_link}`}>{`${origin}/s/${company.short_link}`}</a>
              </p>
            </section>
          ) : null}
        </aside>
      </div>
    </article>
  );
};
