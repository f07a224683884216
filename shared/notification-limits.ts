/*
 * The notification list's numbers, apart from its zod schema (notifications.ts): the signed-in shell reads
 * them on every page, the landing page included, and must not pull the validation library into its first load.
 */

/** `GET /api/notification/all`: entries per page unless `limit` says otherwise, and the most it may say. */
export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;

/** How many chats one person may have muted at once (the mute list is read whole). */
export const MUTES_MAX = 500;
