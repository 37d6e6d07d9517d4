import {
  type CommitteePosition,
  type CommitteePositionListDocument,
  deleteCommitteePositionContract,
  endCommitteePositionContract,
  listCommitteePositionsContract,
} from '@gradway/domain/contracts';
import { format, parseISO } from 'date-fns';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Button } from '../../../components/ui/button/button';
import { ConfirmDialog } from '../../../components/ui/modal/confirm-dialog';
import { Tabs } from '../../../components/ui/tabs/tabs';
import { api } from '../../../lib/api/api-client';
import { AppointForm, todayIso } from './appoint-form';
import styles from './committee.module.css';

type Part = 'current' | 'past';
type Asked = { kind: 'end' | 'remove'; position: CommitteePosition } | null;

const nameOf = (position: CommitteePosition) =>
  `${position.attributes.member.first_name} ${position.attributes.member.last_name}`.trim();

/**
 * A calendar date (`2026-09-01`) as the rest of the app writes dates ("1 Sep 2026"), read as that
 * day wherever the reader is (no time zone shifts it).
 */
const day = (iso: string) => format(parseISO(iso.slice(0, 10)), 'd MMM yyyy');

/**
 * The manager's committee (`/committee`, decision 049): the current committee and the past one
 * (an archive), appointing a joined member for a term, ending a term early, and removing a
 * position entered by mistake.
 */
export const CommitteePage = () => {
  const { t } = useTranslation('organisers');
  const [part, setPart] = useState<Part>('current');
  const [list, setList] = useState<CommitteePositionListDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState<Asked>(null);

  const load = useCallback(async () => {
    try {
      setList(await api(listCommitteePositionsContract));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    load();
  }, [load]);

  /** Ends or removes the position asked about; a failure throws, so the question stays open. */
  const confirm = async () => {
    if (!asked) return;
    const params = { id: asked.position.id };
    if (asked.kind === 'end') await api(endCommitteePositionContract, { params });
    else await api(deleteCommitteePositionContract, { params });
    await load();
  };

  const term = ({ attributes }: CommitteePosition) => {
    if (attributes.ended_at)
      return t('committee.term.endedEarly', { date: day(attributes.ended_at) });
    const from = day(attributes.starts_on);
    // A term to come is in the current committee, but not on the public page until it starts.
    if (attributes.starts_on > todayIso()) {
      return attributes.ends_on
        ? t('committee.term.startsTo', { from, to: day(attributes.ends_on) })
        : t('committee.term.starts', { from });
    }
    return attributes.ends_on
      ? t('committee.term.fromTo', { from, to: day(attributes.ends_on) })
      : t('committee.term.from', { from });
  };

  const rows = list?.data.filter(
    (position) => position.attributes.current === (part === 'current'),
  );
  const askedName = asked ? nameOf(asked.position) : '';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('committee.title')}</h1>
        <p className={styles.muted}>{t('committee.lead')}</p>
      </header>
      <div className={styles.layout}>
        <Tabs
          label={t('committee.parts')}
          items={(['current', 'past'] as const).map((value) => ({
            value,
            label: t(`committee.part.${value}`),
            count: list ? list.meta[`${value}_count`] : undefined,
          }))}
          value={part}
          onValueChange={setPart}
        >
          {failed ? <p role="alert">{t('committee.failed')}</p> : null}
          {rows && rows.length === 0 ? (
            <p className={styles.empty}>{t(`committee.empty.${part}`)}</p>
          ) : null}
          <ul className={styles.rows}>
            {rows?.map((position) => {
              const name = nameOf(position);
              return (
                <li key={position.id} className={styles.row}>
                  <Avatar src={position.attributes.member.avatar_url} name={name} size="sm" />
                  <div className={styles.who}>
                    <strong>{name}</strong>
                    <span className={styles.position}>{position.attributes.title}</span>
                    <span className={styles.muted}>{term(position)}</span>
                  </div>
                  <div className={styles.actions}>
                    {position.attributes.current ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setAsked({ kind: 'end', position })}
                      >
                        {t('committee.end')}
                        <span className="visually-hidden"> {name}</span>
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setAsked({ kind: 'remove', position })}
                    >
                      {t('committee.remove')}
                      <span className="visually-hidden"> {name}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </Tabs>
        <AppointForm
          onAppointed={() => {
            setPart('current');
            void load();
          }}
        />
      </div>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        danger
        title={
          asked?.kind === 'remove'
            ? t('committee.confirmRemove.title', { name: askedName })
            : t('committee.confirmEnd.title', { name: askedName })
        }
        description={
          asked?.kind === 'remove'
            ? t('committee.confirmRemove.description')
            : t('committee.confirmEnd.description', { title: asked?.position.attributes.title })
        }
        confirmLabel={asked?.kind === 'remove' ? t('committee.remove') : t('committee.end')}
        cancelLabel={t('committee.cancel')}
        closeLabel={t('committee.close')}
        onConfirm={confirm}
      />
    </div>
  );
};
