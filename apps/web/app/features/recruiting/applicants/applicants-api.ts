import {
  type ApplicantListDocument,
  listCompanyApplicantsContract,
  listSocietyApplicantsContract,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import type { OrganiserKind } from '../../opportunities/organiser-touchpoints';

export type ApplicantsState =
  | { status: 'loading'; document: ApplicantListDocument | null }
  | { status: 'ready'; document: ApplicantListDocument }
  | { status: 'failed'; document: ApplicantListDocument | null; message: string };

/** The organisation's applicants: the company's for recruiters, the society's for managers. */
export const useApplicants = (
  kind: OrganiserKind,
  query: { touchpoint_id?: string; page: number },
) => {
  const [state, setState] = useState<ApplicantsState>({ status: 'loading', document: null });
  const [generation, setGeneration] = useState(0);
  const { touchpoint_id: touchpointId, page } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    const contract =
      kind === 'company' ? listCompanyApplicantsContract : listSocietyApplicantsContract;
    setState((previous) => ({ status: 'loading', document: previous.document }));
    api(
      contract,
      { query: { ...(touchpointId ? { touchpoint_id: touchpointId } : {}), page } },
      { quiet: true, signal: controller.signal },
    ).then(
      (document) => setState({ status: 'ready', document }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          status: 'failed',
          document: previous.document,
          message: isApiError(error) ? error.message : String(error),
        }));
      },
    );
    return () => controller.abort();
  }, [kind, touchpointId, page, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, reload };
};
