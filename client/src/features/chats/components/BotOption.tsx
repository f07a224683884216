import type { ReactNode } from 'react';
import styled from 'styled-components';

const Option = styled.label<{ $checked: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
  padding: 1rem 1.1rem;
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.onPrimarySoft : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.65 : 1)};
  transition: border-color 0.15s ease, background 0.15s ease;
  &:hover { border-color: ${({ theme, $disabled }) => ($disabled ? theme.colors.border : theme.colors.primary)}; }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input { position: absolute; opacity: 0; pointer-events: none; }
`;

const Title = styled.span`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.4rem;
  font-weight: 650;
  svg { color: ${({ theme }) => theme.colors.primary}; }
`;

const Description = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface BotOptionProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: (value: string) => void;
  icon: ReactNode;
  title: ReactNode;
  badges?: ReactNode;
  description: ReactNode;
}

/** One card of the assistant picker: a real radio input, so arrow keys and screen readers work. */
export function BotOption({ name, value, checked, disabled = false, onSelect, icon, title, badges, description }: BotOptionProps) {
  return (
    <Option $checked={checked} $disabled={disabled} data-testid="bot-option" data-bot-key={value}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(value)}
      />
      <Title>
        {icon}
        {title}
        {badges}
      </Title>
      <Description>{description}</Description>
    </Option>
  );
}
