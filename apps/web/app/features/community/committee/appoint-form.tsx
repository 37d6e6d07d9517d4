import {
  CreateCommitteePositionBodySchema,
  createCommitteePositionContract,
  listMembershipsContract,
  type Membership,
} from '@gradway/domain/contracts';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { api } from '../../../lib/api/api-client';
import {
  apiFieldErrorsOf,
  type FieldErrors,
  fieldErrorsOf,
  focusFirstInvalid,
  withoutErrorsOf,
} from '../../../lib/forms/form-errors';
import styles from './committee.module.css';

/** Today as the date inputs write it (the browser's calendar day). */
export const todayIso = (now = new Date()) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const nameOf = (membership: Membership) =>
  `${membership.attributes.member.first_name} ${membership.attributes.member.last_name}`.trim();

/** Joined members whose name or email matches what the manager types (8 at most). */
const useMemberSearch = (search: string) => {
  const [members, setMembers] = useState<Membership[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api(
        listMembershipsContract,
        { query: { status: 'subscribed', search: search.trim() || undefined, per_page: 8 } },
        { signal: controller.signal },
      )
        .then((answer) => setMembers(answer.data))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);
  return members;
};

/**
 * Appoints a joined member to a committee position: find the member, give the title and the
 * term (starts on, optional ends on). The contract's schema checks it first; the API's answer
 * names any field it refuses.
 */
export const AppointForm = ({ onAppointed }: { onAppointed: () => void }) => {
  const { t } = useTranslation('organisers');
  const formRef = useRef<HTMLFormElement>(null);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Membership | null>(null);
  const [title, setTitle] = useState('');
  const [startsOn, setStartsOn] = useState(todayIso());
  const [endsOn, setEndsOn] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const members = useMemberSearch(search);
  const edited = (...fields: string[]) => setErrors((current) => withoutErrorsOf(current, fields));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      committee_position: {
        membership_id: chosen?.id ?? '',
        title,
        starts_on: startsOn,
        ends_on: endsOn || null,
      },
    };
    const checked = CreateCommitteePositionBodySchema.safeParse(body);
    if (!checked.success) {
      const found = fieldErrorsOf(checked.error, t('committee.form.required'), {
        title,
        starts_on: startsOn,
      });
      if (found.membership_id) found.membership_id = t('committee.form.chooseMember');
      if (found.starts_on && startsOn.trim()) found.starts_on = t('committee.form.invalidDate');
      setErrors(found);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setBusy(true);
    try {
      await api(createCommitteePositionContract, { body: checked.data });
      setChosen(null);
      setSearch('');
      setTitle('');
      setEndsOn('');
      setErrors({});
      onAppointed();
    } catch (error) {
      setErrors(apiFieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  // Enter in the member search looks, it does not appoint.
  const keepSearching = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="appoint-title"
    >
      <h2 id="appoint-title">{t('committee.form.title')}</h2>
      <fieldset className={styles.members} aria-describedby="appoint-member-help">
        <legend>{t('committee.form.member')}</legend>
        <TextField
          label={t('committee.form.search')}
          type="search"
          value={search}
          onKeyDown={keepSearching}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {members.length === 0 ? (
          <p className={styles.muted}>{t('committee.form.noMembers')}</p>
        ) : (
          <ul className={styles.choices}>
            {members.map((membership) => {
              const name = nameOf(membership);
              return (
                <li key={membership.id}>
                  <label className={styles.choice}>
                    <input
                      type="radio"
                      name="membership_id"
                      value={membership.id}
                      checked={chosen?.id === membership.id}
                      aria-invalid={errors.membership_id ? true : undefined}
                      onChange={() => {
                        setChosen(membership);
                        edited('membership_id');
                      }}
                    />
                    <Avatar src={membership.attributes.member.avatar_url} name={name} size="sm" />
                    <span>
                      <strong>{name}</strong>
                      {membership.attributes.member.university_name ? (
                        <span className={styles.muted}>
                          {membership.attributes.member.university_name}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <p
          id="appoint-member-help"
          className={errors.membership_id ? styles.error : styles.muted}
          role={errors.membership_id ? 'alert' : undefined}
        >
          {errors.membership_id ??
            (chosen
              ? t('committee.form.chosen', { name: nameOf(chosen) })
              : t('committee.form.memberHelp'))}
        </p>
      </fieldset>
      <TextField
        label={t('committee.form.positionTitle')}
        value={title}
        maxLength={60}
        required
        placeholder={t('committee.form.titlePlaceholder')}
        invalid={Boolean(errors.title)}
        helperText={errors.title}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          edited('title');
        }}
      />
      <div className={styles.dates}>
        <TextField
          label={t('committee.form.startsOn')}
          type="date"
          value={startsOn}
          required
          invalid={Boolean(errors.starts_on)}
          helperText={errors.starts_on}
          onChange={(event) => {
            setStartsOn(event.currentTarget.value);
            edited('starts_on', 'ends_on');
          }}
        />
        <TextField
          label={t('committee.form.endsOn')}
          type="date"
          optional
          value={endsOn}
          min={startsOn || undefined}
          invalid={Boolean(errors.ends_on)}
          helperText={errors.ends_on ?? t('committee.form.endsOnHelp')}
          onChange={(event) => {
            setEndsOn(event.currentTarget.value);
            edited('ends_on');
          }}
        />
      </div>
      <Button type="submit" loading={busy}>
        {t('committee.form.submit')}
      </Button>
    </form>
  );
};
