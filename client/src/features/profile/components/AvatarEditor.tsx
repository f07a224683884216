import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../../../shared/people';
import { Button } from '../../../components/ui/Button';
import { FieldError, FieldHint } from '../../../components/ui/TextField';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { errorDetail } from '../../../lib/api';
import { fileProblem } from '../../../lib/file-checks';
import '../../../lib/people-i18n';
import { toast } from '../../../lib/toast';
import { profileApi } from '../api/profile-api';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  > div { display: flex; flex-direction: column; gap: 0.45rem; min-width: 0; flex: 1 1 200px; }
`;

const Buttons = styled.div`
  display: flex !important;
  flex-direction: row !important;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Preview = styled.img`
  width: 64px;
  height: 64px;
  border-radius: 50%;
  object-fit: cover;
  border: 3px solid ${({ theme }) => theme.colors.primary};
`;

const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

interface AvatarEditorProps {
  username: string;
  avatarUrl: string | null;
  onChange: (avatarUrl: string | null) => void;
}

/** The own profile picture: pick one (PNG, JPEG or WebP, ≤ 1 MB, checked first), preview it, save or remove. */
export function AvatarEditor({ username, avatarUrl, onChange }: AvatarEditorProps) {
  const { t } = useTranslation('people');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const issue = await fileProblem(chosen, AVATAR_TYPES, AVATAR_MAX_BYTES);
    setProblem(issue === 'size' ? t('avatar.tooLarge', { max: MAX_MB }) : issue === 'type' ? t('avatar.badType') : null);
    setFile(issue ? null : chosen);
  };

  const change = useMutation({
    mutationFn: async (next: File | null) => (next ? (await profileApi.uploadAvatar(next)).avatar_url : (await profileApi.deleteAvatar(), null)),
    onSuccess: (url) => {
      onChange(url);
      setFile(null);
      toast.success(url ? t('avatar.saved') : t('avatar.removed'));
    },
    onError: (error) => toast.error(t('avatar.error'), errorDetail(error, t('common.error'))),
  });
  const busy = change.isPending;

  return (
    <Box data-testid="avatar-editor">
      {preview ? <Preview src={preview} alt={t('avatar.preview')} data-testid="avatar-preview" /> : <UserAvatar username={username} src={avatarUrl} size={64} />}
      <div>
        <FieldHint id={hintId}>{preview ? t('avatar.previewHint') : t('avatar.hint', { max: MAX_MB })}</FieldHint>
        <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} hidden onChange={(e) => void pick(e)} data-testid="avatar-input" />
        <Buttons>
          {file ? (
            <>
              <Button size="sm" loading={busy} data-testid="avatar-save"
                onClick={() => change.mutate(file)}>
                {t('avatar.save')}
              </Button>
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => setFile(null)}>{t('common.cancel')}</Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="secondary" aria-describedby={hintId} onClick={() => input.current?.click()} data-testid="avatar-pick">
                {avatarUrl ? t('avatar.change') : t('avatar.add')}
              </Button>
              {avatarUrl && (
                <Button size="sm" variant="ghost" loading={busy}
                  onClick={() => change.mutate(null)}>
                  {t('avatar.remove')}
                </Button>
              )}
            </>
          )}
        </Buttons>
        {problem && <FieldError role="alert">{problem}</FieldError>}
      </div>
    </Box>
  );
}
