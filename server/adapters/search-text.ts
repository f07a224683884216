/**
 * The form both stores search in: lower case, without accents, so `ÁNIMO`, `ánimo` and `animo` match each
 * other. The tilde of ñ stays: in Spanish ñ is a letter of its own, and `año` is not `ano`.
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/(?<!n)\u0303|[\u0300-\u0302\u0304-\u036f]/g, '').normalize('NFC');
}
