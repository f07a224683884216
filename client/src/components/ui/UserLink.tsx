import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths';

const Anchor = styled(Link)`
  color: inherit;
  font-weight: inherit;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-decoration-color: currentColor;
  text-underline-offset: 2px;
  &:hover { color: inherit; text-decoration-thickness: 2px; }
`;

/** Only real usernames have a profile: erased authors ("deleted-…") and bot keys do not. */
const PROFILE_NAME = /^[A-Za-z0-9]{4,30}$/;

interface UserLinkProps {
  username: string;
  /** SPEC §2: avatars and names link to a profile only when the viewer is signed in */
  signedIn: boolean;
  children?: ReactNode;
  testId?: string;
}

/** A username (or what is given as children) that links to the person's profile for signed-in viewers. */
export function UserLink({ username, signedIn, children, testId = 'user-link' }: UserLinkProps) {
  const content = children ?? username;
  if (!signedIn || !PROFILE_NAME.test(username)) return <>{content}</>;
  return <Anchor to={paths.profile(username)} data-testid={testId}>{content}</Anchor>;
}

const Chip = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 0.4rem;
  max-width: 40%;
  padding: 0.2rem 0.55rem 0.2rem 0.2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.82rem;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
  > span:last-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  @media (max-width: 420px) {
    padding-right: 0.2rem;
    > span:last-child { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  }
`;

const Initial = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  font-weight: 700;
  font-size: 0.8rem;
  text-transform: uppercase;
`;

/**
 * A small avatar (the initial) and the username, linking to the profile; for signed-in viewers only, so
 * callers render it only then (SPEC §2). Below 420px only the avatar shows; the name stays its accessible name.
 */
export function AvatarLink({ username, testId = 'avatar-link' }: { username: string; testId?: string }) {
  if (!PROFILE_NAME.test(username)) return null;
  return (
    <Chip to={paths.profile(username)} data-testid={testId}>
      <Initial aria-hidden="true">{username.slice(0, 1)}</Initial>
      <span>{username}</span>
    </Chip>
  );
}
