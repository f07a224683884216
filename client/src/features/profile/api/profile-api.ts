import { queryOptions } from '@tanstack/react-query';
import type { ChatInfo } from '../../../../../shared/api';
import type { OwnProfileResponse, ProfileUpdateBody, PublicProfile, RatingResponse } from '../../../../../shared/people';
import { api } from '../../../lib/api';

const id = encodeURIComponent;

export const profileApi = {
  me: (signal?: AbortSignal) => api.get<OwnProfileResponse>('/users/me', { signal }),
  update: (body: ProfileUpdateBody) => api.put<OwnProfileResponse>('/users/me/profile', body),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('avatar', file, file.name);
    return api.put<{ avatar_url: string }>('/users/me/avatar', form);
  },
  deleteAvatar: () => api.delete<null>('/users/me/avatar'),
  deleteAccount: () => api.delete<{ detail: string }>('/users/me'),
  publicProfile: (username: string, signal?: AbortSignal) => api.get<PublicProfile>(`/users/profile/${id(username)}`, { signal }),
  rate: (username: string, stars: number) => api.put<RatingResponse>(`/users/profile/${id(username)}/rating`, { stars }),
  unrate: (username: string) => api.delete<RatingResponse>(`/users/profile/${id(username)}/rating`),
  /** the pair's direct-message chat: made by the first message, reused after */
  direct: (username: string, message: string) => api.post<ChatInfo>(`/users/${id(username)}/direct`, { message }),
};

export const profileKeys = {
  all: ['profile'] as const,
  own: (viewer: string) => [...profileKeys.all, 'own', viewer] as const,
  public: (username: string) => [...profileKeys.all, 'public', username.toLowerCase()] as const,
};

export const profileQueries = {
  /** GET /api/users/me: the signed-in person's own profile, chats, subscription and application */
  own: (viewer: string) => queryOptions({ queryKey: profileKeys.own(viewer), queryFn: ({ signal }) => profileApi.me(signal) }),
  /** GET /api/users/profile/{username}: what anyone signed in sees (the rating too) */
  public: (username: string) =>
    queryOptions({ queryKey: profileKeys.public(username), queryFn: ({ signal }) => profileApi.publicProfile(username, signal) }),
};
