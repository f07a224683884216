import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SPECIALIZATIONS } from '../../../../shared/people';
import '../../lib/people-i18n';
import { SelectField, type SelectFieldProps } from '../ui/SelectField';

type SpecializationSelectProps = Omit<SelectFieldProps, 'options' | 'placeholder'>;

/** The 20 specialisation areas (SPEC §3), translated and sorted by their label. */
export function SpecializationSelect(props: SpecializationSelectProps) {
  const { t, i18n } = useTranslation('people');
  const options = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return SPECIALIZATIONS.map((value) => ({ value, label: t(`specializations.${value}`) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [t, i18n.language]);
  return <SelectField {...props} options={options} placeholder={t('fields.specializationPlaceholder')} />;
}
