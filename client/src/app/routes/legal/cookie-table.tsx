import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import './load-legal';

const Table = styled.table`
  width: 100%;
  margin: 0.5rem 0 1rem;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption { text-align: left; padding-bottom: 0.5rem; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
  th, td { text-align: left; vertical-align: top; padding: 0.6rem 0.75rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  thead th { background: ${({ theme }) => theme.colors.surfaceAlt}; font-weight: 650; }
  td { color: ${({ theme }) => theme.colors.textMuted}; }
  code { font-size: 0.88rem; color: ${({ theme }) => theme.colors.text}; overflow-wrap: anywhere; }
  @media (max-width: 599px) { th, td { padding: 0.5rem; } }
`;

/** The cookie names are technical identifiers, the same in every language. */
const ROWS = [
  { names: ['theme'], purpose: 'theme' },
  { names: ['language'], purpose: 'language' },
  { names: ['username', 'role', 'subscription', 'token', 'expiredAt'], purpose: 'session' },
] as const;

export function CookieTable() {
  const { t } = useTranslation('legal');
  return (
    <Table data-testid="cookie-table">
      <caption>{t('cookies.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cookies.list.name')}</th>
          <th scope="col">{t('cookies.list.purpose')}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.purpose}>
            <th scope="row">
              {row.names.map((name, i) => (
                <span key={name}>
                  {i > 0 ? ', ' : null}
                  <code>{name}</code>
                </span>
              ))}
            </th>
            <td>{t(`cookies.list.${row.purpose}`)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
