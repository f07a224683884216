import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { CloseIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/TextField';
import type { RevokeScope } from '../api/chat-api';
import type { ChatActions } from '../hooks/use-chat-actions';
import { shareUsernameProblem } from '../utils/share';
import { ShareStatus } from './ShareStatus';

type Mode = 'everyone' | 'users' | 'professional';
const MODES: Mode[] = ['everyone', 'users', 'professional'];

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  color: ${({ theme }) => theme.colors.text};
  fieldset { margin: 0; padding: 0; border: 0; display: flex; flex-direction: column; gap: 0.5rem; min-width: 0; }
  legend { padding: 0; margin-bottom: 0.5rem; font-weight: 650; }
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: 0.65rem;
  align-items: flex-start;
  padding: 0.65rem 0.8rem;
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.onPrimarySoft : theme.colors.text)};
  cursor: pointer;
  input { margin: 0.25rem 0 0; accent-color: ${({ theme }) => theme.colors.primary}; }
  strong { display: block; font-weight: 650; }
  small { display: block; font-size: 0.85rem; opacity: 0.85; }
`;

const Warning = styled.p`
  margin: 0;
  padding: 0.65rem 0.8rem;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.92rem;
  font-weight: 600;
`;

const AddRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  > div:first-child { flex: 1; }
  > button { margin-top: 1.75rem; }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.2rem;
    padding: 0.15rem 0.2rem 0.15rem 0.6rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: 0.875rem;
    font-weight: 600;
  }
  button { display: inline-flex; padding: 0.2rem; border: 0; border-radius: 50%; background: transparent; color: inherit; cursor: pointer; }
`;

/** On a phone the warning pushes the confirming button below the fold: scroll it back into view. */
const revealConfirmation = (warning: HTMLElement | null) => {
  warning?.closest('dialog')?.querySelector('[data-testid="share-submit"]')?.scrollIntoView({ block: 'nearest' });
};

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  chat: ChatSummary;
  actions: ChatActions;
}

/** Share with everyone, with chosen users or with one professional (by username), and undo any of it. */
export function ShareDialog({ open, onClose, chat, actions }: ShareDialogProps) {
  const { t } = useTranslation();
  // Nothing is chosen up front: publishing a mental-health chat must be a deliberate act.
  const [mode, setMode] = useState<Mode | null>(null);
  const [confirmingPublic, setConfirmingPublic] = useState(false);
  const [users, setUsers] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'share' | RevokeScope | null>(null);

  // Reset when the dialog opens (during render, as React advises for state that follows a prop), not when
  // the chat changes under it.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setMode(null);
      setConfirmingPublic(false);
      setUsers([]);
      setDraft('');
      setError(null);
    }
  }

  const problemText = (name: string, chosen: string[]) => {
    const problem = shareUsernameProblem(name, chat.owner, chosen);
    return problem ? t(`chat.share.problems.${problem}`) : null;
  };

  const addUser = () => {
    const problem = problemText(draft, users);
    if (problem) return setError(problem);
    setUsers([...users, draft.trim()]);
    setDraft('');
    setError(null);
  };

  /** The server checks the role; its refusal is shown under the field, where the name can be corrected. */
  const shareWithProfessional = async () => {
    const problem = problemText(draft, []);
    if (problem) return setError(problem);
    setBusy('share');
    const refusal = await actions.shareWithProfessional(draft.trim());
    setBusy(null);
    if (refusal) setError(refusal);
    else onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === null) return;
    if (mode === 'professional') return shareWithProfessional();
    let body: { public?: boolean; users?: string[] };
    if (mode === 'everyone') {
      if (!confirmingPublic) return setConfirmingPublic(true);
      body = { public: true };
    } else {
      let chosen = users;
      if (draft.trim()) {
        const problem = problemText(draft, users);
        if (problem) return setError(problem);
        chosen = [...users, draft.trim()];
      }
      if (chosen.length === 0) return setError(t('chat.share.problems.required'));
      body = { users: chosen };
    }
    setBusy('share');
    const ok = await actions.share(body);
    setBusy(null);
    if (ok) onClose();
  };

  const revoke = async (scope: RevokeScope) => {
    setBusy(scope);
    await actions.revoke(scope);
    setBusy(null);
  };

  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && mode === 'users') {
      event.preventDefault();
      addUser();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('chat.share.title')}
      closeLabel={t('dialog.close')}
      testId="share-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="share-form" loading={busy === 'share'} disabled={busy !== null || mode === null} data-testid="share-submit">
            {t(confirmingPublic ? 'chat.share.confirmPublic' : 'chat.share.submit')}
          </Button>
        </>
      }
    >
      <Body id="share-form" onSubmit={(event) => void submit(event)} noValidate>
        <ShareStatus chat={chat} busy={busy} onRevoke={(scope) => void revoke(scope)} />
        <fieldset>
          <legend>{t('chat.share.how')}</legend>
          {MODES.map((value) => (
            <Option key={value} $checked={mode === value}>
              <input
                type="radio"
                name="share-mode"
                value={value}
                checked={mode === value}
                disabled={value === 'everyone' && chat.public}
                onChange={() => { setMode(value); setError(null); setConfirmingPublic(false); }}
              />
              <span>
                <strong>{t(`chat.share.modes.${value}`)}</strong>
                <small>{value === 'everyone' && chat.public ? t('chat.share.alreadyPublic') : t(`chat.share.modeHints.${value}`)}</small>
              </span>
            </Option>
          ))}
        </fieldset>
        {confirmingPublic && <Warning ref={revealConfirmation} role="alert" data-testid="share-public-warning">{t('chat.share.publicWarning')}</Warning>}
        {(mode === 'users' || mode === 'professional') && (
          <>
            <AddRow>
              <TextField
                label={t(mode === 'users' ? 'chat.share.username' : 'chat.share.professionalUsername')}
                name="share-username"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={draft}
                error={error}
                onChange={(e) => { setDraft(e.target.value); setError(null); }}
                onKeyDown={onDraftKey}
              />
              {mode === 'users' && <Button variant="secondary" onClick={addUser} data-testid="share-add">{t('chat.share.add')}</Button>}
            </AddRow>
            {mode === 'users' && users.length > 0 && (
              <Chips aria-label={t('chat.share.chosen')}>
                {users.map((user) => (
                  <li key={user}>
                    {user}
                    <button type="button" aria-label={t('chat.share.remove', { username: user })} onClick={() => setUsers(users.filter((u) => u !== user))}>
                      <CloseIcon size={14} />
                    </button>
                  </li>
                ))}
              </Chips>
            )}
          </>
        )}
      </Body>
    </Dialog>
  );
}
