import {
  type AdminRevision,
  approveTouchpointContract,
  approveTouchpointRevisionContract,
  getTouchpointRevisionContract,
  previewTouchpointContract,
  previewTouchpointRevisionContract,
  rejectTouchpointContract,
  rejectTouchpointRevisionContract,
  type Touchpoint,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { TouchpointPage } from '../../opportunities/touchpoint-page/preview';
import { adminApi } from './admin-api';
import { PreviewFrame, usePreviewData } from './preview-frame';
import { RejectModal } from './reject-modal';
import { RevisionChanges } from './revision-changes';

/** What the console previews: a submitted touchpoint, or a live one with its waiting changes. */
export type PreviewKind = 'touchpoints' | 'revisions';

const SECTIONS = { Job: 'jobs', Internship: 'internships', Event: 'events' } as const;

interface Loaded {
  touchpoint: Touchpoint;
  revision: AdminRevision | null;
}

const load = async (kind: PreviewKind, id: string): Promise<Loaded> => {
  if (kind === 'touchpoints') {
    const document = await adminApi(previewTouchpointContract, { params: { id } });
    return { touchpoint: document.data, revision: null };
  }
  const [revision, preview] = await Promise.all([
    adminApi(getTouchpointRevisionContract, { params: { id } }),
    adminApi(previewTouchpointRevisionContract, { params: { id } }),
  ]);
  return { touchpoint: preview.data, revision: revision.data.attributes };
};

/**
 * A submission as the public will see it: the public page's own component with the submission's
 * data, under a "Preview — not yet public" banner (the console is never indexed nor cached), with
 * the admin's decision; for changes to a live touchpoint, what they change first.
 */
export const PreviewPage = ({ kind, id }: { kind: PreviewKind; id: string }) => {
  const { t } = useTranslation('admin');
  const { loaded, reload, placeholder, busy, accept } = usePreviewData(() => load(kind, id));
  const [rejecting, setRejecting] = useState(false);

  if (!loaded) return placeholder;

  const { touchpoint, revision } = loaded;
  const title = touchpoint.attributes.title;
  const decided = revision
    ? revision.state !== 'pending'
    : touchpoint.attributes.state !== 'ready_for_approval';
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const path = `/${SECTIONS[touchpoint.attributes.touchpointable_type]}/${touchpoint.id}`;

  const approve = () =>
    accept(
      () =>
        revision
          ? adminApi(approveTouchpointRevisionContract, { params: { id } })
          : adminApi(approveTouchpointContract, { params: { id } }),
      t(revision ? 'revisions.approved' : 'touchpoints.approved', { title }),
    );

  return (
    <>
      <PreviewFrame
        backTo={`/admin?queue=${revision ? 'revisions' : 'touchpoints'}`}
        backLabel={t('preview.back')}
        lead={t(revision ? 'preview.revisionLead' : 'preview.lead')}
        decided={
          decided
            ? t(`preview.decided.${revision?.state ?? touchpoint.attributes.state}`, {
                defaultValue: t('preview.decided.other'),
              })
            : null
        }
        actions={
          <>
            <Button loading={busy} onClick={approve}>
              {t(revision ? 'revisions.approve' : 'touchpoints.approve')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
              {t(revision ? 'revisions.reject' : 'touchpoints.reject')}
            </Button>
          </>
        }
        before={revision ? <RevisionChanges revision={revision} /> : null}
      >
        <TouchpointPage
          data={{
            touchpoint,
            // Sanitised again with the rich-text allow-list by the preview endpoint.
            descriptionHtml: touchpoint.attributes.description ?? '',
            summary: '',
            jsonLd: null,
            more: null,
            pageUrl: `${origin}${path}`,
            preview: true,
          }}
        />
      </PreviewFrame>
      <RejectModal
        subject={rejecting ? title : null}
        title={t(revision ? 'revisions.rejectTitle' : 'touchpoints.rejectTitle')}
        description={t(revision ? 'revisions.rejectDescription' : 'touchpoints.rejectDescription')}
        confirmLabel={t(revision ? 'revisions.reject' : 'touchpoints.reject')}
        onClose={() => setRejecting(false)}
        onConfirm={async (reason) => {
          if (revision) {
            await adminApi(rejectTouchpointRevisionContract, { params: { id }, body: { reason } });
          } else {
            await adminApi(rejectTouchpointContract, { params: { id }, body: { reason } });
          }
          toast.success(t(revision ? 'revisions.rejected' : 'touchpoints.rejected', { title }));
          reload();
        }}
      />
    </>
  );
};
