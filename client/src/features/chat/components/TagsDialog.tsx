import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { CheckIcon, PlusIcon } from '../../../components/ui/icons';
import { TOPIC_TAGS, type TopicTag } from '../../../lib/topic-tags';
import type { ChatActions } from '../hooks/use-chat-actions';

const Grid = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.45rem;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 36px;
  padding: 0.3rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 0.9rem;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
  }
  &[aria-busy='true'] { opacity: 0.6; cursor: progress; }
  &:focus-visible { border-radius: ${({ theme }) => theme.radii.pill}; }
`;

interface TagsDialogProps {
  open: boolean;
  onClose: () => void;
  chat: ChatSummary;
  actions: ChatActions;
}

/** The owner's topic tags: each chip adds or removes its tag at once (POST / DELETE …/tags). */
export function TagsDialog({ open, onClose, chat, actions }: TagsDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<TopicTag | null>(null);

  const toggle = async (tag: TopicTag) => {
    if (busy) return;
    setBusy(tag);
    if (chat.tags.includes(tag)) await actions.removeTag(tag);
    else await actions.addTag(tag);
    setBusy(null);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('chat.tagsEditor.title')}
      closeLabel={t('dialog.close')}
      testId="tags-dialog"
      actions={<Button onClick={onClose}>{t('common.done')}</Button>}
    >
      <p>{t('chat.tagsEditor.hint')}</p>
      <Grid aria-label={t('chat.tagsEditor.title')}>
        {TOPIC_TAGS.map((tag) => {
          const on = chat.tags.includes(tag);
          return (
            <li key={tag}>
              <Chip type="button" aria-pressed={on} aria-busy={busy === tag || undefined} onClick={() => void toggle(tag)} data-testid={`tag-${tag}`}>
                {on ? <CheckIcon size={15} /> : <PlusIcon size={15} />}
                {t(`chats.tags.${tag}`)}
              </Chip>
            </li>
          );
        })}
      </Grid>
    </Dialog>
  );
}
