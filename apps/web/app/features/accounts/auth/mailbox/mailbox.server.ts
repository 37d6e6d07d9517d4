import { getDevMailboxContract, type MailboxDocument } from '@gradway/domain/contracts';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../../../../lib/api/api.server';
import { isApiError } from '../../../../lib/api/api-error';

export interface MailboxPageData {
  mails: MailboxDocument['data'];
  to: string;
  selectedId: string | null;
}

/**
 * The development mailbox's data: the outbox through `GET /api/dev/mailbox`. Where the API has
 * no mailbox (production), the page is a 404 like any unknown address.
 */
export const loadMailboxPage = async (
  request: Request,
  context: AppLoadContext | undefined,
): Promise<MailboxPageData> => {
  const url = new URL(request.url);
  const to = url.searchParams.get('to')?.trim() ?? '';
  try {
    const document = await serverApi(context)(getDevMailboxContract, {
      query: to ? { to } : {},
    });
    return { mails: document.data, to, selectedId: url.searchParams.get('mail') };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
};
