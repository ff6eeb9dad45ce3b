/**
 * SMS segment counting (3GPP TS 23.038). A text made only of GSM-7 characters fits 160 septets in one
 * segment and 153 per segment once split; the extension table's characters take two septets (escape +
 * character). Any other character switches the whole text to UCS-2: 70 code units, 67 per part.
 */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '\f^{}\\[~]|€';

const BASIC = new Set(GSM7_BASIC);
const EXTENDED = new Set(GSM7_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SegmentCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** Whether every character of `text` is in the GSM-7 default alphabet or its extension table. */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC.has(char) && !EXTENDED.has(char)) return false;
  return true;
}

/** Septets a GSM-7 text takes (extension characters count two). */
export function gsm7Length(text: string): number {
  let units = 0;
  for (const char of text) units += EXTENDED.has(char) ? 2 : 1;
  return units;
}

export function countSegments(text: string): SegmentCount {
  if (text.length === 0) return { encoding: 'GSM-7', units: 0, segments: 0 };
  if (isGsm7(text)) {
    const units = gsm7Length(text);
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** Look-alikes for characters that would turn a text into UCS-2 (typographic quotes, dashes, ellipsis). */
const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u2022': '-',
  '\u00B7': '-',
};

/**
 * A GSM-7 version of `text` no longer than `max` septets: look-alikes replace typographic characters, other
 * characters outside the alphabet become "?", and a text that is too long is cut with "...".
 */
export function fitGsm7(text: string, max = 160): string {
  let out = '';
  for (const char of text) {
    const replaced = REPLACEMENTS[char] ?? char;
    out += isGsm7(replaced) ? replaced : '?';
  }
  if (gsm7Length(out) <= max) return out;
  let cut = '';
  let units = 0;
  for (const char of out) {
    const width = EXTENDED.has(char) ? 2 : 1;
    if (units + width > max - 3) break;
    cut += char;
    units += width;
  }
  return `${cut.trimEnd()}...`;
}
