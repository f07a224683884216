/**
 * Mirrors MESSAGE_MAX of shared/validation.ts without pulling zod into the chat chunks (importing a value
 * from that module evaluates its schemas). tests/unit/client-limits.test.ts keeps the two equal.
 */
export const MESSAGE_MAX = 8000;
