import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GlobeIcon } from '../../../components/ui/icons';
import { isLanguage, SUPPORTED_LANGUAGES } from '../../../lib/i18n';
import { useSettings } from '../stores/settings-store';

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    position: absolute;
    left: 0.55rem;
    pointer-events: none;
  }
  /* Small screens: the code alone, so the signed-in top bar fits 375px. */
  @media (max-width: 599px) { svg { display: none; } }
`;

const Select = styled.select`
  appearance: none;
  height: 40px;
  padding: 0 0.7rem 0 2rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  @media (max-width: 599px) { padding: 0 0.7rem; }
  option { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.text}; }
`;

/** es/en picker; options show the short code, each titled with the language's own name. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const setLanguage = useSettings((s) => s.setLanguage);
  return (
    <Wrapper>
      <GlobeIcon size={16} />
      <Select
        name="language"
        value={language}
        aria-label={t('settings.language')}
        title={t('settings.language')}
        data-testid="language-switch"
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code} title={t(`settings.languages.${code}`)}>
            {code.toUpperCase()}
          </option>
        ))}
      </Select>
    </Wrapper>
  );
}
