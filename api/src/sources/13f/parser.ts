/**
 * SEC Form 13F-HR: the information table (`informationTable/infoTable`, with or without a namespace prefix)
 * and, when the file has one, the cover page (`edgarSubmission`: filing manager, CIK, period, amendment
 * type, signature date). A file is the information table alone, or EDGAR's full submission `.txt` holding
 * both documents in `<XML>` blocks. Pure: text in, a typed filing out, or an `ImportRefusal` naming the
 * element and the reason.
 */
import { ImportRefusal } from '../import/importer.js';
import { isNode, readXml, textOf, type XmlNode, type XmlValue } from '../sec/xml.js';

/** `value` is reported in dollars by filings made from this day on, in thousands of dollars before it. */
export const VALUE_IN_DOLLARS_FROM = '2023-01-03';

export type ShareType = 'SH' | 'PRN';
export type PutCall = 'Put' | 'Call';
export type InvestmentDiscretion = 'SOLE' | 'DFND' | 'OTR';
/** How an amendment changes the filer's quarter: it replaces every holding, or adds holdings to it. */
export type AmendmentType = 'restatement' | 'new holdings';

export interface ThirteenFHolding {
  /** 1-based position in the table, as refusals number it. */
  row: number;
  issuer: string;
  titleOfClass: string;
  cusip: string;
  figi: string | null;
  /** As written in the file (dollars or thousands: see `valueUnit`). */
  value: number;
  shares: number;
  shareType: ShareType;
  putCall: PutCall | null;
  investmentDiscretion: InvestmentDiscretion;
  otherManager: string | null;
  votingSole: number;
  votingShared: number;
  votingNone: number;
}

export interface ThirteenFCover {
  filer: string;
  cik: string;
  /** Last day of the quarter reported, YYYY-MM-DD. */
  period: string;
  amendment: AmendmentType | null;
  /** The signature date (the full submission's header gives the filing date instead). */
  signed: string | null;
  tableEntryTotal: number | null;
}

const REPEATED = new Set(['infoTable', 'otherManager']);
const INTEGER = /^\d+$/;
/** Share counts may carry decimals in older tables ("100.0"). */
const AMOUNT = /^\d+(\.\d+)?$/;
const CUSIP = /^[0-9A-Z]{9}$/;
const QUARTER_ENDS = new Set(['03-31', '06-30', '09-30', '12-31']);

/** A quarter's last day (YYYY-MM-DD), or null. */
export function quarterEnd(date: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && QUARTER_ENDS.has(date.slice(5)) ? date : null;
}

/** EDGAR writes cover-page dates as MM-DD-YYYY. */
function isoFromEdgar(text: string | undefined): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text?.trim() ?? '');
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

/** The unit of `value` for a filing made on `filed`. */
export function valueUnitFor(filed: string): 'dollars' | 'thousands' {
  return filed >= VALUE_IN_DOLLARS_FROM ? 'dollars' : 'thousands';
}

function child(node: XmlNode, name: string): XmlValue {
  return node[name];
}

/** Reads the holdings of an information table; `file` names it in refusals. */
export function parseInformationTable(file: string, xml: string): ThirteenFHolding[] {
  const root = readXml(file, xml, REPEATED, { removeNamespacePrefix: true });
  const table = root.informationTable;
  if (!isNode(table)) throw new ImportRefusal(file, 'element informationTable', 'missing: not a 13F information table');
  const rows = table.infoTable;
  if (!Array.isArray(rows) || rows.length === 0)
    throw new ImportRefusal(file, 'element informationTable/infoTable', 'the table lists no holding');
  return rows.map((value, index) => {
    const row = index + 1;
    const at = (name: string) => `element informationTable/infoTable[${row}]/${name}`;
    if (!isNode(value)) throw new ImportRefusal(file, `element informationTable/infoTable[${row}]`, 'empty holding');
    const text = (node: XmlNode, name: string, path = name): string => {
      const found = textOf(child(node, name))?.trim();
      if (!found) throw new ImportRefusal(file, at(path), 'missing or empty');
      return found;
    };
    const optional = (node: XmlNode, name: string): string | null => textOf(child(node, name))?.trim() || null;
    const number = (node: XmlNode, name: string, path: string, pattern: RegExp): number => {
      const found = text(node, name, path).replace(/,/g, '');
      if (!pattern.test(found))
        throw new ImportRefusal(file, at(path), `"${found}" is not a whole, non-negative number`);
      return Number(found);
    };
    const amount = child(value, 'shrsOrPrnAmt');
    if (!isNode(amount)) throw new ImportRefusal(file, at('shrsOrPrnAmt'), 'missing');
    const voting = child(value, 'votingAuthority');
    if (!isNode(voting)) throw new ImportRefusal(file, at('votingAuthority'), 'missing');
    const cusip = text(value, 'cusip').toUpperCase();
    if (!CUSIP.test(cusip)) throw new ImportRefusal(file, at('cusip'), `"${cusip}" is not a 9-character CUSIP`);
    const shareType = text(amount, 'sshPrnamtType', 'shrsOrPrnAmt/sshPrnamtType').toUpperCase();
    if (shareType !== 'SH' && shareType !== 'PRN')
      throw new ImportRefusal(file, at('shrsOrPrnAmt/sshPrnamtType'), `"${shareType}" is neither SH nor PRN`);
    const putCallText = optional(value, 'putCall');
    const putCall = putCallText === null ? null : putCallText.toLowerCase();
    if (putCall !== null && putCall !== 'put' && putCall !== 'call')
      throw new ImportRefusal(file, at('putCall'), `"${putCallText}" is neither Put nor Call`);
    const discretion = text(value, 'investmentDiscretion').toUpperCase();
    if (discretion !== 'SOLE' && discretion !== 'DFND' && discretion !== 'OTR')
      throw new ImportRefusal(file, at('investmentDiscretion'), `"${discretion}" is not SOLE, DFND or OTR`);
    const others = child(value, 'otherManager');
    const otherManager = Array.isArray(others)
      ? others
          .map((other) => textOf(other)?.trim() ?? '')
          .filter(Boolean)
          .join(', ') || null
      : null;
    return {
      row,
      issuer: text(value, 'nameOfIssuer'),
      titleOfClass: text(value, 'titleOfClass'),
      cusip,
      figi: optional(value, 'figi'),
      value: number(value, 'value', 'value', INTEGER),
      shares: number(amount, 'sshPrnamt', 'shrsOrPrnAmt/sshPrnamt', AMOUNT),
      shareType,
      putCall: putCall === null ? null : putCall === 'put' ? 'Put' : 'Call',
      investmentDiscretion: discretion,
      otherManager,
      votingSole: number(voting, 'Sole', 'votingAuthority/Sole', AMOUNT),
      votingShared: number(voting, 'Shared', 'votingAuthority/Shared', AMOUNT),
      votingNone: number(voting, 'None', 'votingAuthority/None', AMOUNT),
    };
  });
}

/** Reads the cover page of a 13F-HR (`edgarSubmission`, the primary document). */
export function parseCoverPage(file: string, xml: string): ThirteenFCover {
  const root = readXml(file, xml, new Set(), { removeNamespacePrefix: true });
  const submission = root.edgarSubmission;
  if (!isNode(submission)) throw new ImportRefusal(file, 'element edgarSubmission', 'missing: not a 13F cover page');
  const path = (...names: string[]): XmlValue => {
    let node: XmlValue = submission;
    for (const name of names) node = isNode(node) ? node[name] : undefined;
    return node;
  };
  const type = textOf(path('headerData', 'submissionType'))?.trim();
  if (type !== '13F-HR' && type !== '13F-HR/A')
    throw new ImportRefusal(
      file,
      'element edgarSubmission/headerData/submissionType',
      `"${type ?? ''}" is not 13F-HR or 13F-HR/A (a 13F notice lists no holdings)`,
    );
  const cik = textOf(path('headerData', 'filerInfo', 'filer', 'credentials', 'cik'))?.trim() ?? '';
  if (!/^\d{1,10}$/.test(cik))
    throw new ImportRefusal(file, 'element edgarSubmission/headerData/filerInfo/filer/credentials/cik', 'not a CIK');
  const periodText =
    textOf(path('formData', 'coverPage', 'reportCalendarOrQuarter')) ??
    textOf(path('headerData', 'filerInfo', 'periodOfReport'));
  const period = quarterEnd(isoFromEdgar(periodText) ?? '');
  if (!period)
    throw new ImportRefusal(
      file,
      'element edgarSubmission/formData/coverPage/reportCalendarOrQuarter',
      `"${periodText ?? ''}" is not a quarter's last day (MM-DD-YYYY)`,
    );
  const filer = textOf(path('formData', 'coverPage', 'filingManager', 'name'))?.trim();
  if (!filer) throw new ImportRefusal(file, 'element edgarSubmission/formData/coverPage/filingManager/name', 'missing');
  const isAmendment = /^(true|1|Y)$/i.test(textOf(path('formData', 'coverPage', 'isAmendment'))?.trim() ?? '');
  const amendmentText = textOf(path('formData', 'coverPage', 'amendmentInfo', 'amendmentType'))
    ?.trim()
    .toUpperCase();
  let amendment: AmendmentType | null = null;
  if (type === '13F-HR/A' || isAmendment) {
    if (amendmentText === 'RESTATEMENT') amendment = 'restatement';
    else if (amendmentText === 'NEW HOLDINGS') amendment = 'new holdings';
    else
      throw new ImportRefusal(
        file,
        'element edgarSubmission/formData/coverPage/amendmentInfo/amendmentType',
        `"${amendmentText ?? ''}" is neither RESTATEMENT nor NEW HOLDINGS`,
      );
  }
  const entries = textOf(path('formData', 'summaryPage', 'tableEntryTotal'))?.trim();
  return {
    filer,
    cik: String(Number(cik)),
    period,
    amendment,
    signed: isoFromEdgar(textOf(path('formData', 'signatureBlock', 'signatureDate'))),
    tableEntryTotal: entries && INTEGER.test(entries) ? Number(entries) : null,
  };
}
