/**
 * A cheap and exact pre-filter for the screen's pattern families. Reading a regex's source, it finds
 * strings one of which any match must contain; a form holding none of them cannot match, so the regex is
 * not run. Seventy-odd large compiled alternations run on every message thrashed the processor's caches
 * (each cost ~0.5 µs alone and far more together); most chat messages hold the strings of a few only.
 * Sound by construction: what cannot be read (a class, an optional part, a lookaround) requires nothing.
 */

type Need = string[] | null;

const GRAM = 3;
const QUANTIFIER = /^(?:[?*+]|\{(\d+)(?:,\d*)?\})\??/;
/** characters that stand for themselves after a backslash */
const LITERAL_ESCAPE = /^[^bBwWdDsSpPnrtfvux0-9ck]$/;

/** The trigrams to look for: one per required string, or null when some alternative requires nothing. */
function grams(need: Need): Need {
  if (need === null || need.some((s) => s.length < GRAM)) return null;
  return [...new Set(need.map((s) => s.slice(0, GRAM)))];
}

/** The better of two needs: fewer strings to find, then longer ones, is the sharper test. */
function sharper(a: Need, b: Need): Need {
  if (grams(a) === null) return grams(b) === null ? null : b;
  if (grams(b) === null || a === null || b === null) return a;
  const shortest = (n: string[]) => Math.min(...n.map((s) => s.length));
  return b.length < a.length || (b.length === a.length && shortest(b) > shortest(a)) ? b : a;
}

class Reader {
  at = 0;
  constructor(private readonly src: string) {}

  /** an alternation up to `)` or the end: every branch must meet one of the strings */
  alternation(): Need {
    const branches: Need[] = [this.sequence()];
    while (this.src[this.at] === '|') {
      this.at += 1;
      branches.push(this.sequence());
    }
    if (branches.some((b) => grams(b) === null)) return null;
    return branches.flatMap((b) => b ?? []);
  }

  private sequence(): Need {
    let best: Need = null;
    let run = '';
    const close = () => {
      if (run) best = sharper(best, [run]);
      run = '';
    };
    while (this.at < this.src.length && this.src[this.at] !== '|' && this.src[this.at] !== ')') {
      const atom = this.atom();
      const q = QUANTIFIER.exec(this.src.slice(this.at));
      if (q) this.at += q[0].length;
      const min = !q ? 1 : q[0].startsWith('+') ? 1 : q[1] !== undefined ? Number(q[1]) : 0;
      if (atom.char !== undefined && !q) {
        run += atom.char;
        continue;
      }
      close();
      if (min >= 1) best = sharper(best, atom.char !== undefined ? [atom.char] : atom.need);
    }
    close();
    return best;
  }

  private atom(): { char?: string; need: Need } {
    const c = this.src[this.at] ?? '';
    this.at += 1;
    if (c === '(') return this.group();
    if (c === '[') {
      while (this.src[this.at] !== ']') this.at += this.src[this.at] === '\\' ? 2 : 1;
      this.at += 1;
      return { need: null };
    }
    if (c === '\\') {
      const e = this.src[this.at] ?? '';
      this.at += 1;
      if (e === 'p' || e === 'P') this.at = this.src.indexOf('}', this.at) + 1;
      return LITERAL_ESCAPE.test(e) ? { char: e, need: null } : { need: null };
    }
    if (c === '.' || c === '^' || c === '$') return { need: null };
    return { char: c, need: null };
  }

  private group(): { need: Need } {
    const head = /^\?(?:[:=!]|<[=!]|<[A-Za-z]\w*>)/.exec(this.src.slice(this.at))?.[0] ?? '';
    this.at += head.length;
    const inner = this.alternation();
    this.at += 1; // ')'
    const lookaround = head === '?=' || head === '?!' || head === '?<=' || head === '?<!';
    return { need: lookaround ? null : inner };
  }
}

/** The strings (three characters or more) one of which every match of `source` holds, or null when it cannot be told. */
export function requiredStrings(source: string): string[] | null {
  const reader = new Reader(source);
  const need = reader.alternation();
  if (reader.at !== source.length || grams(need) === null) return null;
  return [...new Set(need)];
}

/** Which of many sources may match a text, from the required strings it holds. */
export interface GramIndex {
  /** for each source, whether it may match `text` (those without required strings always may) */
  mayMatch(text: string): Uint8Array;
}

/**
 * A trigram as a slot of a flat table: letters a-z, digits and the space have a symbol each, anything else
 * shares one (forms hold only letters, digits and spaces; a shared symbol only sends more texts to the
 * whole-string check, never fewer).
 */
const SYMBOLS = 38;
const symbol = (code: number): number =>
  code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? code - 22 : code === 32 ? 36 : 37;
const gramAt = (text: string, at: number): number =>
  (symbol(text.charCodeAt(at)) * SYMBOLS + symbol(text.charCodeAt(at + 1))) * SYMBOLS + symbol(text.charCodeAt(at + 2));

const gramsOf = (needle: string): number[] => Array.from({ length: needle.length - GRAM + 1 }, (_, at) => gramAt(needle, at));

interface Needle { source: number; needle: string; offset: number }

/** Each required string is looked up by one of its trigrams, then looked for whole. */
export function gramIndex(sources: readonly string[]): GramIndex {
  const always = new Uint8Array(sources.length);
  const required = sources.map(requiredStrings);
  required.forEach((found, i) => { if (found === null) always[i] = 1; });
  const needles = required.flatMap((found, source) => (found ?? []).map((needle) => ({ source, needle })));
  // each needle is filed under its least shared trigram: a common one ("the", "me ") would send every text to its list
  const shared = new Map<number, number>();
  for (const { needle } of needles) for (const g of new Set(gramsOf(needle))) shared.set(g, (shared.get(g) ?? 0) + 1);
  const slots = new Int32Array(SYMBOLS ** GRAM).fill(-1);
  const lists: Needle[][] = [];
  for (const { source, needle } of needles) {
    const grams = gramsOf(needle);
    const offset = grams.reduce((best, g, at) => ((shared.get(g) ?? 0) < (shared.get(grams[best] ?? 0) ?? 0) ? at : best), 0);
    const g = grams[offset] ?? 0;
    if ((slots[g] ?? -1) < 0) slots[g] = lists.push([]) - 1;
    lists[slots[g] ?? 0]?.push({ source, needle, offset });
  }
  return {
    mayMatch(text) {
      const may = always.slice();
      for (let at = 0; at + GRAM <= text.length; at += 1) {
        const slot = slots[gramAt(text, at)] ?? -1;
        if (slot < 0) continue;
        for (const { source, needle, offset } of lists[slot] ?? []) if (may[source] === 0 && text.startsWith(needle, at - offset)) may[source] = 1;
      }
      return may;
    },
  };
}
