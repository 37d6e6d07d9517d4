import {
  getCompanyTouchpointContract,
  getCurrentUserContract,
  getSocietyTouchpointContract,
} from '@gradway/domain/contracts';
import type { ServerApi } from '../../../lib/api/api.server';

/**
 * Whether the touchpoint an editor's address names is the signed-in organiser's own (another
 * organisation's answers 404 like a missing one): read through the side the user writes for.
 */
export const ownTouchpointExists =
  (id: string) =>
  async (call: ServerApi): Promise<boolean> => {
    const user = (await call(getCurrentUserContract)).data.attributes;
    if (user.userable_type === 'Manager') {
      await call(getSocietyTouchpointContract, { params: { id } });
      return true;
    }
    if (user.userable_type === 'Recruiter') {
      await call(getCompanyTouchpointContract, { params: { id } });
      return true;
    }
    // A candidate is sent away by the guard; nothing to decide here.
    return true;
  };
