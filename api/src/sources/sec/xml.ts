/**
 * XML reading shared by the SEC importers: well-formedness checked first (so a truncated file is refused with
 * its line and column), then parsed to plain objects with every value kept as text; the importers decide
 * what each field means and refuse what does not fit.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportRefusal } from '../import/importer.js';

export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[] | undefined;

/** Parses `text` or refuses `file` at the line and column where it stops being well-formed XML. */
export function readXml(
  file: string,
  text: string,
  repeated: ReadonlySet<string>,
  options: { removeNamespacePrefix?: boolean } = {},
): XmlNode {
  const verdict = XMLValidator.validate(text);
  if (verdict !== true) {
    const { line, col, msg } = verdict.err;
    throw new ImportRefusal(file, `line ${line}, column ${col}`, `not well-formed XML: ${msg}`);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    // 13F information tables come with and without a namespace prefix (`ns1:infoTable`, `infoTable`).
    removeNSPrefix: options.removeNamespacePrefix ?? false,
    isArray: (name) => repeated.has(name),
  });
  return parser.parse(text) as XmlNode;
}

export function isNode(value: XmlValue): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of an element (empty elements and elements with only attributes read as ''). */
export function textOf(value: XmlValue): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (isNode(value)) {
    const inner = value['#text'];
    return typeof inner === 'string' ? inner : '';
  }
  return undefined;
}

/** Footnote text spans indented lines in the filings: one space between words, as the form prints it. */
export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
