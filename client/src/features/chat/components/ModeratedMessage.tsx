import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** A message staff hid from everyone but its author: nothing to show, a sliver so the virtual list keeps a size. */
export const Vanished = styled.div.attrs({ 'aria-hidden': true, 'data-testid': 'message-hidden' })`
  height: 1px;
`;

const Collapsed = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem;
  max-width: min(640px, 92%);
  padding: 0.45rem 0.8rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  font-style: italic;
`;

const Show = styled.button`
  border: 0;
  background: none;
  padding: 0.2rem 0.3rem;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-style: normal;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

/** A post by someone the viewer blocked, folded away; they may still open it. The other person is not told. */
export function BlockedCollapse({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation();
  return (
    <Collapsed data-testid="message-blocked">
      <span>{t('moderation.block.collapsed')}</span>
      <Show type="button" onClick={onShow} data-testid="show-anyway">{t('moderation.block.showAnyway')}</Show>
    </Collapsed>
  );
}
