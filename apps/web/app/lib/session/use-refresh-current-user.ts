import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { forgetCurrentUser } from './current-user';

/**
 * After onboarding or an edit changed the user's society or company: forget the loaded user and
 * run the loaders again, so the workspace's sidebar and banner show the new state.
 */
export const useRefreshCurrentUser = () => {
  const revalidator = useRevalidator();
  return useCallback(async () => {
    forgetCurrentUser();
    await revalidator.revalidate();
  }, [revalidator]);
};
