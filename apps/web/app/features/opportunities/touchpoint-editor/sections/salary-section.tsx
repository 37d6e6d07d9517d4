import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card/card';
import { Dropdown } from '../../../../components/ui/dropdown/dropdown';
import { Checkbox } from '../../../../components/ui/form/checkbox';
import { TextField } from '../../../../components/ui/form/text-field';
import { fieldId } from '../editor-errors';
import styles from '../touchpoint-editor.module.css';
import type { SectionProps } from './section-props';

/** Salary: a minimum and a maximum as typed (digits and commas, spec §5), currency, estimate. */
export const SalarySection = ({ values, errors, change, lists }: SectionProps) => {
  const { t } = useTranslation('editor');
  return (
    <Card as="section" className={styles.section} aria-labelledby="tp-salary-title">
      <h2 id="tp-salary-title" className={styles.sectionTitle}>
        {t('sections.salary')}
      </h2>
      <p className={styles.sectionLead}>{t('sections.salaryLead')}</p>
      <div className={styles.grid}>
        <TextField
          id={fieldId('minimum_salary')}
          label={t('fields.minimumSalary')}
          optional
          inputMode="numeric"
          autoComplete="off"
          placeholder="30,000"
          value={values.minimum_salary}
          invalid={Boolean(errors.minimum_salary)}
          helperText={errors.minimum_salary ?? t('fields.salaryHelper')}
          onChange={(event) => change({ minimum_salary: event.currentTarget.value })}
        />
        <TextField
          id={fieldId('maximum_salary')}
          label={t('fields.maximumSalary')}
          optional
          inputMode="numeric"
          autoComplete="off"
          placeholder="40,000"
          value={values.maximum_salary}
          invalid={Boolean(errors.maximum_salary)}
          helperText={errors.maximum_salary ?? t('fields.salaryHelper')}
          onChange={(event) => change({ maximum_salary: event.currentTarget.value })}
        />
        <Dropdown
          id={fieldId('pay_currency')}
          label={t('fields.currency')}
          placeholder={t('lists.placeholder')}
          searchPlaceholder={t('lists.search')}
          noResultsText={t('lists.noResults')}
          options={lists.currencies}
          value={values.pay_currency}
          onChange={(pay_currency) => change({ pay_currency })}
          invalid={Boolean(errors.pay_currency)}
          helperText={errors.pay_currency}
        />
        <Checkbox
          className={styles.checkboxCell}
          label={t('fields.salaryEstimated')}
          helperText={t('fields.salaryEstimatedHelper')}
          checked={values.salary_estimated}
          onChange={(event) => change({ salary_estimated: event.currentTarget.checked })}
        />
      </div>
    </Card>
  );
};
