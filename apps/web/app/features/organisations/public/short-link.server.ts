import { getShortLinkContract } from '@gradway/domain/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import { notFoundUnless } from './load-errors';

/** `/s/{slug}`: a 302 to the short link's target page; an unknown link is the 404 page. */
export const redirectShortLink = async (
  slug: string | undefined,
  context: AppLoadContext | undefined,
): Promise<Response> => {
  const document = await notFoundUnless(() =>
    serverApi(context)(getShortLinkContract, { params: { slug: slug ?? '' } }),
  );
  return redirect(document.data.attributes.target_path, 302);
};
