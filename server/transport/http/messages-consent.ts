/** Server texts of consent to share (issue 14), merged into messages.ts. */
export const CONSENT_TEXTS: Record<string, { es: string; en: string }> = {
  invitation_not_found: { es: 'No tienes una invitación pendiente a ese chat.', en: 'You have no pending invitation to that chat.' },
  owner_cannot_leave: { es: 'Es tu chat: puedes borrarlo, pero no salir de él.', en: 'This is your chat: you can delete it, but not leave it.' },
  accept_required: { es: 'Indica si aceptas (accept: true o false).', en: 'Say whether you accept (accept: true or false).' },
  invitations_limit_invalid: { es: 'El tamaño de página debe estar entre 1 y 50.', en: 'The page size must be between 1 and 50.' },
  invitations_cursor_invalid: { es: 'El cursor de la página de invitaciones no es válido.', en: 'The invitations page cursor is not valid.' },
};
