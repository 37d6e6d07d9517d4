import type { OrganisationPathKind } from '@gradway/domain/contracts';
import { adminPageMeta } from '../../features/admin/console/admin-meta';
import { OrganisationPreviewPage } from '../../features/admin/console/organisation-preview-page';
import { type PreviewKind, PreviewPage } from '../../features/admin/console/preview-page';
import { NotFoundPanel } from '../../layouts/shell/route-error';
import type { Route } from './+types/admin-preview';

/** Never kept by a cache: the preview is the admin's alone. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = () => adminPageMeta('preview');

const TOUCHPOINT_KINDS: readonly PreviewKind[] = ['touchpoints', 'revisions'];
const ORGANISATION_KINDS: readonly OrganisationPathKind[] = ['companies', 'student_societies'];

/** `/admin/preview/:kind/:id`: a submitted touchpoint, a revision, a company or a society. */
export default function AdminPreviewRoute({ params }: Route.ComponentProps) {
  const key = `${params.kind}:${params.id}`;
  const touchpointKind = TOUCHPOINT_KINDS.find((each) => each === params.kind);
  if (touchpointKind) return <PreviewPage key={key} kind={touchpointKind} id={params.id} />;
  const organisationKind = ORGANISATION_KINDS.find((each) => each === params.kind);
  if (organisationKind) {
    return <OrganisationPreviewPage key={key} kind={organisationKind} id={params.id} />;
  }
  return <NotFoundPanel />;
}
