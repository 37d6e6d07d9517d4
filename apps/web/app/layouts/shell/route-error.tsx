import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRevalidator } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button/button';
import { isApiError } from '../../lib/api/api-error';
import { StatusPanel } from './status-panel';

/** A page the router could not match, or a record that does not exist. */
export const NotFoundPanel = () => {
  const { t } = useTranslation('common');
  return (
    <StatusPanel
      icon="search"
      title={t('errors.notFoundTitle')}
      message={t('errors.notFoundMessage')}
      actions={
        <Link to="/" className={buttonClassName()}>
          {t('errors.goHome')}
        </Link>
      }
    />
  );
};

/** The API could not be reached or answered an error: say so and offer to try again. */
export const LoadFailedPanel = ({ message }: { message?: string }) => {
  const { t } = useTranslation('common');
  const revalidator = useRevalidator();
  return (
    <StatusPanel
      icon="alert-circle"
      title={t('errors.loadFailedTitle')}
      message={message ?? t('errors.loadFailedMessage')}
      actions={
        <>
          <Button
            loading={revalidator.state === 'loading'}
            onClick={() => revalidator.revalidate()}
          >
            {t('errors.tryAgain')}
          </Button>
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            {t('errors.goHome')}
          </Link>
        </>
      }
    />
  );
};

/** Whether an error is a page-level state (not found, could not load) rather than a crash. */
export const isPageStateError = (error: unknown): boolean =>
  isRouteErrorResponse(error) || isApiError(error);

/** The content a layout's error boundary shows for a page-level state. */
export const PageStateError = ({ error }: { error: unknown }) => {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel />;
  return <LoadFailedPanel />;
};
