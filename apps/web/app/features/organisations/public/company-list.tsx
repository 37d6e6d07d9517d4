import type { CompanyListItem } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Icon } from '../../../components/ui/icon/icon';
import { PrefetchLink } from '../../../lib/routing/prefetch-link';
import cards from '../../discovery/directory/card-list.module.css';

/** Companies as cards: logo, name, verified mark, industry and city, open opportunities. */
export const CompanyList = ({ companies }: { companies: readonly CompanyListItem[] }) => {
  const { t } = useTranslation('organisations');
  return (
    <ul className={cards.grid}>
      {companies.map(({ id, attributes: company }) => (
        <li key={id}>
          <article className={cards.card}>
            <Avatar src={company.icon_url} name={company.name} size="lg" square />
            <div className={cards.body}>
              <h3 className={cards.name}>
                <PrefetchLink to={`/companies/${company.slug}`} className={cards.link}>
                  {company.name}
                </PrefetchLink>
                {company.is_verified ? (
                  <Icon
                    name="check-circle"
                    size={16}
                    className={cards.verified}
                    label={t('badges.verified')}
                  />
                ) : null}
              </h3>
              {company.industry || company.city ? (
                <p className={cards.detail}>
                  {[company.industry?.name, company.city?.name].filter(Boolean).join(' · ')}
                </p>
              ) : null}
              {company.open_touchpoints_count > 0 ? (
                <p className={cards.facts}>
                  {t('companies.openings', { count: company.open_touchpoints_count })}
                </p>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
};
