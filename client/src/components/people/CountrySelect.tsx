import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../lib/countries';
import '../../lib/people-i18n';
import { SelectField, type SelectFieldProps } from '../ui/SelectField';

type CountrySelectProps = Omit<SelectFieldProps, 'options' | 'placeholder'>;

/** Every ISO 3166-1 country, named in the interface language (Intl.DisplayNames), value = the ISO code. */
export function CountrySelect(props: CountrySelectProps) {
  const { t, i18n } = useTranslation('people');
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return <SelectField {...props} options={options} placeholder={t('fields.countryPlaceholder')} autoComplete="country" />;
}
