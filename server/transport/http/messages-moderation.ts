/** Server texts of issue 14 (reports, blocks, the moderation desk), merged into messages.ts. */
export const MODERATION_TEXTS: Record<string, { es: string; en: string }> = {
  report_reason_invalid: { es: 'Elige un motivo de la lista.', en: 'Choose a reason from the list.' },
  report_note_too_long: { es: 'La nota es demasiado larga (máximo 1000 caracteres).', en: 'The note is too long (at most 1000 characters).' },
  report_exists: { es: 'Ya lo has denunciado; el equipo lo está revisando.', en: 'You have already reported this; staff are reviewing it.' },
  cannot_report_self: { es: 'No puedes denunciar tu propio contenido.', en: 'You cannot report your own content.' },
  report_status_invalid: { es: 'Solo se puede consultar la cola de denuncias abiertas.', en: 'Only the queue of open reports can be read.' },
  report_not_found: { es: 'No hay denuncias sobre esto.', en: 'There are no reports about this.' },
  staff_only: { es: 'Solo el equipo de moderación puede hacer esto.', en: 'Only the moderation staff can do this.' },
  staff_action_invalid: { es: 'Elige una acción: ocultar, restaurar, descartar, avisar o suspender.', en: 'Choose an action: hide, restore, dismiss, warn or suspend.' },
  staff_reason_required: { es: 'Escribe el motivo: se enviará a la persona afectada.', en: 'Write the reason: it is sent to the person affected.' },
  staff_reason_too_long: { es: 'El motivo es demasiado largo (máximo 1000 caracteres).', en: 'The reason is too long (at most 1000 characters).' },
  action_not_applicable: { es: 'Esa acción no se aplica a este tipo de denuncia.', en: 'That action does not apply to this kind of report.' },
  suspension_in_past: { es: 'La fecha de fin de la suspensión ya ha pasado.', en: 'The end of the suspension is already past.' },
  account_suspended: { es: 'Tu cuenta está suspendida. Te hemos escrito con el motivo.', en: 'Your account is suspended. We have written to you with the reason.' },
  cannot_block_self: { es: 'No puedes bloquearte a ti.', en: 'You cannot block yourself.' },
  too_many_blocks: { es: 'Has llegado al máximo de personas bloqueadas.', en: 'You have reached the most people you can block.' },
};
