import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, AuthFooterLine } from './auth-card';
import { organiserPaths, USERABLE_TYPE_OF, useOrganiserAudience } from './organiser-area';
import { PasswordSignInForm } from './password-sign-in-form';

/** `/society/signin` and `/company/signin`: email and password. */
export const OrganiserSignIn = () => {
  const { t } = useTranslation('auth');
  const audience = useOrganiserAudience();
  const paths = organiserPaths(audience);
  return (
    <AuthCard
      audience={audience}
      title={t(`organiserSignIn.title.${audience}`)}
      lead={t(`organiserSignIn.lead.${audience}`)}
      showOtherAudiences
      footer={
        <AuthFooterLine
          text={t('organiserSignIn.noAccount')}
          to={paths.signUp}
          link={t('organiserSignIn.signUp')}
        />
      }
    >
      <PasswordSignInForm
        userableType={USERABLE_TYPE_OF[audience]}
        passwordLink={<Link to={paths.forgotPassword}>{t('organiserSignIn.forgot')}</Link>}
      />
    </AuthCard>
  );
};
