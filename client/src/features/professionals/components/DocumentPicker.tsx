import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, DOCUMENTS_MAX } from '../../../../../shared/people';
import { Button } from '../../../components/ui/Button';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons';
import { FieldError, FieldHint } from '../../../components/ui/TextField';
import { fileProblem, formatBytes } from '../../../lib/file-checks';
import '../../../lib/people-i18n';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-width: 0;
  padding: 0.45rem 0.4rem 0.45rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  span { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { flex: none; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Remove = styled.button`
  display: inline-flex;
  flex: none;
  padding: 0.4rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.danger}; }
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  align-items: flex-start;
  > ul { align-self: stretch; }
`;

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);
const KIND: Record<string, 'pdf' | 'image'> = { 'application/pdf': 'pdf', 'image/png': 'image', 'image/jpeg': 'image' };

interface DocumentPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** a problem of the whole list (none chosen, or the server's refusal) */
  error?: string | null;
  disabled?: boolean;
}

/**
 * 1 to 3 PDF, PNG or JPEG documents of at most 5 MB each. Every file is checked by its first bytes and its
 * size before it joins the list, so nothing the server would refuse is uploaded.
 */
export function DocumentPicker({ files, onChange, error, disabled }: DocumentPickerProps) {
  const { t, i18n } = useTranslation('people');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [rejected, setRejected] = useState<string[]>([]);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const accepted: File[] = [];
    const problems: string[] = [];
    for (const file of picked) {
      if (files.length + accepted.length >= DOCUMENTS_MAX) {
        problems.push(t('signup.documents.tooMany', { name: file.name, max: DOCUMENTS_MAX }));
        continue;
      }
      const problem = await fileProblem(file, DOCUMENT_TYPES, DOCUMENT_MAX_BYTES);
      if (problem === 'size') problems.push(t('signup.documents.tooLarge', { name: file.name, max: MAX_MB }));
      else if (problem === 'type') problems.push(t('signup.documents.badType', { name: file.name }));
      else accepted.push(file);
    }
    setRejected(problems);
    if (accepted.length) onChange([...files, ...accepted]);
  };

  const full = files.length >= DOCUMENTS_MAX;
  return (
    <Wrap>
      <FieldHint id={`${id}-hint`}>{t('signup.documents.hint', { max: DOCUMENTS_MAX, size: MAX_MB })}</FieldHint>
      {files.length > 0 && (
        <List aria-label={t('signup.documents.chosen')} data-testid="documents-list">
          {files.map((file, index) => (
            <Item key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <small>{t(`signup.documents.kind.${KIND[file.type] ?? 'image'}`)} · {formatBytes(file.size, i18n.language)}</small>
              <Remove type="button" aria-label={t('signup.documents.remove', { name: file.name })} disabled={disabled}
                onClick={() => onChange(files.filter((_, i) => i !== index))}>
                <CloseIcon size={16} />
              </Remove>
            </Item>
          ))}
        </List>
      )}
      <input ref={input} id={id} type="file" name="documents" multiple accept={DOCUMENT_TYPES.join(',')} hidden
        onChange={(event) => void add(event)} data-testid="documents-input" />
      <Button variant="secondary" size="sm" disabled={disabled || full} data-testid="documents-add" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onClick={() => input.current?.click()}>
        <PlusIcon size={16} />
        {full ? t('signup.documents.full', { max: DOCUMENTS_MAX }) : t('signup.documents.add')}
      </Button>
      <div role="alert">
        {rejected.map((text) => <FieldError key={text}>{text}</FieldError>)}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Wrap>
  );
}
