import {
  canMoveSponsorship,
  formatSponsorshipPrice,
  nextSponsorshipStatus,
  type SponsorshipStatus,
} from '@gradway/domain';
import {
  createSponsorMessageContract,
  deleteSponsorshipContract,
  listSponsorMessagesContract,
  type Sponsorship,
  updateSponsorshipContract,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { ConfirmDialog } from '../../../components/ui/modal/confirm-dialog';
import { Modal } from '../../../components/ui/modal/modal';
import { api } from '../../../lib/api/api-client';
import { PartnershipThread } from '../shared/partnership-thread';
import { dealDatesText } from '../shared/sponsorship-dates';
import styles from './sponsorships.module.css';

/**
 * A sponsor on the board: package and value, dates, contact, deliverables to tick, and the moves
 * the pipeline allows; removal asks first.
 */
export const DealCard = ({
  deal,
  onEdit,
  onChanged,
}: {
  deal: Sponsorship;
  onEdit: () => void;
  onChanged: () => Promise<void>;
}) => {
  const { t } = useTranslation('organisers');
  const [busy, setBusy] = useState(false);
  const next = nextSponsorshipStatus(deal.status);
  const dates = dealDatesText(t, deal.start_date, deal.end_date);
  const update = async (body: Parameters<typeof patchDeal>[1]) => {
    setBusy(true);
    try {
      await patchDeal(deal.id, body);
      await onChanged();
    } catch {
      // The client showed the error (a full package, a step not allowed).
    } finally {
      setBusy(false);
    }
  };
  const [confirming, setConfirming] = useState(false);
  const [talking, setTalking] = useState(false);
  const loadMessages = useCallback(
    () => api(listSponsorMessagesContract, { params: { id: deal.id } }, { quiet: true }),
    [deal.id],
  );
  const sendMessage = useCallback(
    (body: string) =>
      api(
        createSponsorMessageContract,
        { params: { id: deal.id }, body: { message: { body } } },
        { expected: [400, 404, 422] },
      ),
    [deal.id],
  );
  const remove = async () => {
    await api(deleteSponsorshipContract, { params: { id: deal.id } });
    await onChanged();
  };
  const saved = deal.deliverables.filter((each) => each.delivered).map((each) => each.label);
  // Ticks show at once; the answer (or a failure, which puts them back) follows.
  const [delivered, setDelivered] = useState(saved);
  const savedKey = saved.join('\n');
  useEffect(() => setDelivered(savedKey ? savedKey.split('\n') : []), [savedKey]);
  const tick = (label: string, on: boolean) => {
    const next = on ? [...delivered, label] : delivered.filter((each) => each !== label);
    setDelivered(next);
    void patchDeal(deal.id, { delivered: next })
      .then(onChanged)
      .catch(() => setDelivered(saved));
  };
  return (
    <Card as="article" className={styles.dealCard} aria-labelledby={`deal-${deal.id}`}>
      <h4 id={`deal-${deal.id}`} className={styles.cardTitle}>
        {deal.company_slug ? (
          <a href={`/companies/${deal.company_slug}`}>{deal.company_name}</a>
        ) : (
          deal.company_name
        )}
      </h4>
      <p className={styles.muted}>
        {deal.package_name} ·{' '}
        {formatSponsorshipPrice(deal.amount_minor, deal.currency, deal.billing_period)}
      </p>
      {dates ? <p className={styles.muted}>{dates}</p> : null}
      {deal.contact_email ? (
        <p className={styles.muted}>
          <a href={`mailto:${deal.contact_email}`}>{deal.contact_email}</a>
        </p>
      ) : null}
      {deal.deliverables.length > 0 ? (
        <fieldset className={styles.ticks}>
          <legend>
            {t('sponsorships.delivered', {
              done: delivered.length,
              total: deal.deliverables.length,
            })}
          </legend>
          {deal.deliverables.map((each) => (
            <label key={each.label} className={styles.tick}>
              <input
                type="checkbox"
                checked={delivered.includes(each.label)}
                disabled={busy}
                onChange={(event) => tick(each.label, event.target.checked)}
              />
              <span>{each.label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {deal.notes ? <p className={styles.notes}>{deal.notes}</p> : null}
      <div className={styles.cardActions}>
        {next ? (
          <Button
            size="sm"
            variant="primary"
            loading={busy}
            onClick={() => void update({ status: next })}
          >
            {t('sponsorships.moveTo', { status: t(`sponsorships.status.${next}`) })}
          </Button>
        ) : null}
        {canMoveSponsorship(deal.status, 'declined') && deal.status !== 'declined' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => void update({ status: 'declined' })}
          >
            {t('sponsorships.decline')}
          </Button>
        ) : null}
        {deal.status === 'ended' || deal.status === 'declined' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => void update({ status: 'prospect' })}
          >
            {t('sponsorships.reopen')}
          </Button>
        ) : null}
        {deal.company_id ? (
          <Button size="sm" variant="secondary" onClick={() => setTalking(true)}>
            {t('sponsorships.messages')}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" disabled={busy} onClick={onEdit}>
          {t('sponsorships.edit')}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
          {t('sponsorships.remove')}
        </Button>
      </div>
      {deal.company_id ? (
        <Modal
          open={talking}
          onOpenChange={setTalking}
          size="lg"
          title={t('sponsorships.messagesTitle', { name: deal.company_name })}
          description={t('sponsorships.messagesDescription', { name: deal.company_name })}
          closeLabel={t('sponsorships.close')}
        >
          {talking ? (
            <PartnershipThread
              load={loadMessages}
              send={sendMessage}
              otherSide={deal.company_name}
            />
          ) : null}
        </Modal>
      ) : null}
      <ConfirmDialog
        danger
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sponsorships.confirmRemove', { name: deal.company_name })}
        description={t('sponsorships.confirmRemoveDetail')}
        confirmLabel={t('sponsorships.remove')}
        cancelLabel={t('sponsorships.form.cancel')}
        closeLabel={t('sponsorships.close')}
        onConfirm={remove}
      />
    </Card>
  );
};

const patchDeal = (
  id: string,
  sponsorship: {
    status?: SponsorshipStatus;
    delivered?: string[];
  },
) => api(updateSponsorshipContract, { params: { id }, body: { sponsorship } });
