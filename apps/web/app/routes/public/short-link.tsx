import { redirectShortLink } from '../../features/organisations/public/short-link.server';
import type { Route } from './+types/short-link';

/** A short link only redirects; unknown ones render the 404 page from the layout. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  redirectShortLink(params.slug, context);

export default function ShortLinkRoute() {
  return null;
}
