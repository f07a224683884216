import { useState } from 'react';
import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  text-transform: uppercase;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

interface UserAvatarProps {
  username: string;
  /** `/api/users/avatar/{username}?v=…`: served without headers, so a plain <img> works */
  src?: string | null;
  size?: number;
}

/**
 * A round profile picture, or the username's initial when there is none (or it fails to load). Decorative:
 * the username is always written next to it, so it has no text alternative of its own.
 */
export function UserAvatar({ username, src, size = 40 }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  return (
    <Circle $size={size} aria-hidden="true" data-testid="user-avatar">
      {showImage ? <img src={src} alt="" width={size} height={size} onError={() => setFailed(src)} /> : username.slice(0, 1)}
    </Circle>
  );
}
