import {
  declineOrganisationContract,
  listTouchpointsContract,
  type OrganisationPathKind,
  previewCompanyContract,
  previewStudentSocietyContract,
  verifyOrganisationContract,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import {
  type CompanyPageData,
  CompanyPageView,
  companySections,
  type SocietyPageData,
  SocietyPageView,
  societySections,
} from '../../organisations/public/preview';
import { adminApi } from './admin-api';
import { PreviewFrame, usePreviewData } from './preview-frame';
import { RejectModal } from './reject-modal';

type Loaded =
  | { kind: 'companies'; name: string; verified: boolean; page: CompanyPageData }
  | { kind: 'student_societies'; name: string; verified: boolean; page: SocietyPageData };

/** The public list as a visitor reads it (no session), for the page's sections. */
const publicList = (query: Parameters<Parameters<typeof companySections>[1]>[0]) =>
  api(listTouchpointsContract, { query }, { session: null, quiet: true });

const load = async (kind: OrganisationPathKind, id: string): Promise<Loaded> => {
  if (kind === 'companies') {
    const company = (await adminApi(previewCompanyContract, { params: { id } })).data.attributes;
    const sections = await companySections(company.id, publicList);
    return {
      kind,
      name: company.name,
      verified: company.is_verified,
      // Sanitised with the rich-text allow-list by the preview endpoint.
      page: { company, descriptionHtml: company.description ?? '', ...sections },
    };
  }
  const society = (await adminApi(previewStudentSocietyContract, { params: { id } })).data
    .attributes;
  const sections = await societySections(society.id, publicList);
  return {
    kind,
    name: society.name,
    verified: society.is_verified,
    page: { society, descriptionHtml: society.description ?? '', ...sections },
  };
};

/**
 * A company or a society from the verification queue as the public will see it: the public
 * page's own component with its data, under the "Preview — not yet public" bar, with the admin's
 * decision (verify, or decline with a reason).
 */
export const OrganisationPreviewPage = ({
  kind,
  id,
}: {
  kind: OrganisationPathKind;
  id: string;
}) => {
  const { t } = useTranslation('admin');
  const { loaded, placeholder, busy, accept } = usePreviewData(() => load(kind, id));
  const [declining, setDeclining] = useState(false);
  const [declined, setDeclined] = useState(false);

  if (!loaded) return placeholder;

  const { name } = loaded;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const verify = () =>
    accept(
      () => adminApi(verifyOrganisationContract, { params: { kind, id } }),
      t('organisations.verified', { name }),
    );

  return (
    <>
      <PreviewFrame
        backTo={`/admin?queue=${kind === 'companies' ? 'companies' : 'societies'}`}
        backLabel={t(`preview.backTo.${kind}`)}
        lead={t('preview.organisationLead')}
        decided={
          loaded.verified
            ? t('organisations.verified', { name })
            : declined
              ? t('organisations.declined', { name })
              : null
        }
        actions={
          <>
            <Button loading={busy} onClick={verify}>
              {t('organisations.verify')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setDeclining(true)}>
              {t('organisations.decline')}
            </Button>
          </>
        }
      >
        {loaded.kind === 'companies' ? (
          <CompanyPageView data={loaded.page} origin={origin} preview />
        ) : (
          <SocietyPageView data={loaded.page} origin={origin} preview />
        )}
      </PreviewFrame>
      <RejectModal
        subject={declining ? name : null}
        title={t('organisations.declineTitle')}
        description={t('organisations.declineDescription')}
        confirmLabel={t('organisations.decline')}
        onClose={() => setDeclining(false)}
        onConfirm={async (reason) => {
          await adminApi(declineOrganisationContract, { params: { kind, id }, body: { reason } });
          toast.success(t('organisations.declined', { name }));
          setDeclined(true);
        }}
      />
    </>
  );
};
