import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button/button';
import { Icon } from '../../components/ui/icon/icon';
import { EXTERNAL_LINK_PROPS } from '../../lib/layout/external-links';
import { quickAutofillAction } from '../../lib/layout/quick-autofill';

/**
 * Quick autofill: to quick-apply search results when the extension is installed, otherwise the
 * extension's page in a new tab.
 */
export const QuickAutofillButton = ({
  user,
}: {
  user: { extension_installed?: boolean | null } | null;
}) => {
  const { t } = useTranslation('common');
  const action = quickAutofillAction(user);
  const className = buttonClassName({ variant: 'secondary', size: 'sm' });
  const content = (
    <>
      <Icon name="layers" size={16} />
      <span>{t('candidateNav.quickAutofill')}</span>
    </>
  );
  if (action.kind === 'navigate') {
    return (
      <Link to={action.to} className={className} title={t('candidateNav.quickAutofillHint')}>
        {content}
      </Link>
    );
  }
  return (
    <a
      href={action.href}
      className={className}
      title={t('candidateNav.quickAutofillHint')}
      {...EXTERNAL_LINK_PROPS}
    >
      {content}
      <span className="visually-hidden"> {t('candidateNav.opensInNewTab')}</span>
    </a>
  );
};
