/**
 * SEC Form 4 / 4A (`ownershipDocument`, EDGAR ownership XML schema X0306–X0508): issuer, reporting owners and
 * their relationship, the 10b5-1 box, both transaction tables and the footnotes. Pure: text in, a typed
 * document out, or an `ImportRefusal` naming the element and the reason.
 */
import { ImportRefusal } from '../import/importer.js';
import { INSIDER_TRANSACTION_CODES, type InsiderTransactionCode } from './insider-rules.js';
import { collapseSpace, isNode, readXml, textOf, type XmlNode, type XmlValue } from './xml.js';

export const FORM4_DOCUMENT_TYPES = ['4', '4/A'] as const;
export type Form4DocumentType = (typeof FORM4_DOCUMENT_TYPES)[number];

export interface Form4Owner {
  cik: string;
  name: string;
  isDirector: boolean;
  isOfficer: boolean;
  isTenPercentOwner: boolean;
  isOther: boolean;
  officerTitle: string | null;
  otherText: string | null;
}

export interface Form4Transaction {
  table: 'nonDerivative' | 'derivative';
  /** 1-based position in its table, as the form numbers its rows. */
  row: number;
  securityTitle: string;
  transactionDate: string;
  formType: string | null;
  code: InsiderTransactionCode;
  equitySwapInvolved: boolean | null;
  /** Null only in a derivative row that reports a total value instead of a share count. */
  shares: number | null;
  /** Null when the form leaves the price to a footnote. */
  pricePerShare: number | null;
  acquiredDisposed: 'A' | 'D';
  sharesOwnedAfter: number | null;
  directOrIndirect: 'D' | 'I';
  natureOfOwnership: string | null;
  conversionOrExercisePrice: number | null;
  exerciseDate: string | null;
  expirationDate: string | null;
  underlyingSecurityTitle: string | null;
  underlyingSecurityShares: number | null;
  /** Footnote ids by the field they annotate (`transactionPricePerShare` → ['F3']). */
  footnotes: Record<string, string[]>;
}

export interface Form4Document {
  schemaVersion: string | null;
  documentType: Form4DocumentType;
  periodOfReport: string;
  dateOfOriginalSubmission: string | null;
  notSubjectToSection16: boolean | null;
  /** The 10b5-1 checkbox (schema X0407 on); null on older forms, which do not ask. */
  aff10b5One: boolean | null;
  issuer: { cik: string; name: string; ticker: string | null };
  owners: Form4Owner[];
  transactions: Form4Transaction[];
  footnotes: Record<string, string>;
  remarks: string | null;
  signature: { name: string; date: string } | null;
}

const REPEATED = new Set([
  'reportingOwner',
  'nonDerivativeTransaction',
  'nonDerivativeHolding',
  'derivativeTransaction',
  'derivativeHolding',
  'footnote',
  'footnoteId',
  'ownerSignature',
]);

/** Reads one Form 4 document; `file` names it in refusals. */
export function parseForm4(file: string, text: string): Form4Document {
  const root = readXml(file, text, REPEATED);
  const doc = root.ownershipDocument;
  if (!isNode(doc)) {
    throw new ImportRefusal(file, 'element ownershipDocument', 'missing: this is not a Form 4 ownership document');
  }
  const at = new Reader(file, 'ownershipDocument');

  const documentType = at.text(doc, 'documentType');
  if (!(FORM4_DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
    throw new ImportRefusal(file, at.where('documentType'), `"${documentType}" is not a Form 4 or 4/A`);
  }
  const issuer = at.node(doc, 'issuer');
  const issuerAt = at.child('issuer');
  const ticker = issuerAt.optionalText(issuer, 'issuerTradingSymbol')?.toUpperCase() ?? null;

  const owners = at
    .list(doc, 'reportingOwner')
    .map((owner, i) => readOwner(at.child(`reportingOwner[${i + 1}]`), owner));
  if (owners.length === 0) throw new ImportRefusal(file, at.where('reportingOwner'), 'missing: no reporting owner');

  const transactions: Form4Transaction[] = [];
  const nonDerivative = at.optionalNode(doc, 'nonDerivativeTable');
  if (nonDerivative) {
    at.child('nonDerivativeTable')
      .list(nonDerivative, 'nonDerivativeTransaction')
      .forEach((row, i) =>
        transactions.push(
          readTransaction(
            at.child(`nonDerivativeTable/nonDerivativeTransaction[${i + 1}]`),
            row,
            'nonDerivative',
            i + 1,
          ),
        ),
      );
  }
  const derivative = at.optionalNode(doc, 'derivativeTable');
  if (derivative) {
    at.child('derivativeTable')
      .list(derivative, 'derivativeTransaction')
      .forEach((row, i) =>
        transactions.push(
          readTransaction(at.child(`derivativeTable/derivativeTransaction[${i + 1}]`), row, 'derivative', i + 1),
        ),
      );
  }

  const footnotes: Record<string, string> = {};
  const footnoteTable = at.optionalNode(doc, 'footnotes');
  if (footnoteTable) {
    at.child('footnotes')
      .list(footnoteTable, 'footnote')
      .forEach((note, i) => {
        const id = typeof note['@id'] === 'string' ? note['@id'] : undefined;
        if (!id) throw new ImportRefusal(file, at.where(`footnotes/footnote[${i + 1}]`), 'a footnote without an id');
        footnotes[id] = collapseSpace(textOf(note) ?? '');
      });
  }
  for (const t of transactions) {
    for (const [field, ids] of Object.entries(t.footnotes)) {
      const unknown = ids.find((id) => !(id in footnotes));
      if (unknown) {
        const table =
          t.table === 'derivative'
            ? 'derivativeTable/derivativeTransaction'
            : 'nonDerivativeTable/nonDerivativeTransaction';
        throw new ImportRefusal(
          file,
          at.where(`${table}[${t.row}]/${field}`),
          `footnote ${unknown} is not in the footnotes`,
        );
      }
    }
  }

  const signatureNode = at.list(doc, 'ownerSignature')[0];
  const signatureAt = at.child('ownerSignature');
  const signature = signatureNode
    ? { name: signatureAt.text(signatureNode, 'signatureName'), date: signatureAt.date(signatureNode, 'signatureDate') }
    : null;

  return {
    schemaVersion: at.optionalText(doc, 'schemaVersion') ?? null,
    documentType: documentType as Form4DocumentType,
    periodOfReport: at.date(doc, 'periodOfReport'),
    dateOfOriginalSubmission: at.optionalDate(doc, 'dateOfOriginalSubmission'),
    notSubjectToSection16: at.optionalBoolean(doc, 'notSubjectToSection16'),
    aff10b5One: at.optionalBoolean(doc, 'aff10b5One'),
    issuer: {
      cik: issuerAt.cik(issuer, 'issuerCik'),
      name: issuerAt.text(issuer, 'issuerName'),
      ticker: ticker && !['NONE', 'N/A', 'NA'].includes(ticker) ? ticker : null,
    },
    owners,
    transactions,
    footnotes,
    remarks: at.optionalText(doc, 'remarks') ?? null,
    signature,
  };
}

function readOwner(at: Reader, owner: XmlNode): Form4Owner {
  const id = at.node(owner, 'reportingOwnerId');
  const idAt = at.child('reportingOwnerId');
  const rel = at.node(owner, 'reportingOwnerRelationship');
  const relAt = at.child('reportingOwnerRelationship');
  const flag = (name: string): boolean => relAt.optionalBoolean(rel, name) ?? false;
  const result: Form4Owner = {
    cik: idAt.cik(id, 'rptOwnerCik'),
    name: idAt.text(id, 'rptOwnerName'),
    isDirector: flag('isDirector'),
    isOfficer: flag('isOfficer'),
    isTenPercentOwner: flag('isTenPercentOwner'),
    isOther: flag('isOther'),
    officerTitle: relAt.optionalText(rel, 'officerTitle') ?? null,
    otherText: relAt.optionalText(rel, 'otherText') ?? null,
  };
  if (!result.isDirector && !result.isOfficer && !result.isTenPercentOwner && !result.isOther) {
    throw new ImportRefusal(at.file, at.where('reportingOwnerRelationship'), 'no relationship to the issuer is marked');
  }
  return result;
}

function readTransaction(
  at: Reader,
  row: XmlNode,
  table: Form4Transaction['table'],
  position: number,
): Form4Transaction {
  const footnotes: Record<string, string[]> = {};
  const noteAll = (path: string, node: XmlValue): void => {
    if (!isNode(node)) return;
    const ids = at.footnoteIds(node, path);
    if (ids.length > 0) footnotes[path] = [...(footnotes[path] ?? []), ...ids];
  };

  const coding = at.node(row, 'transactionCoding');
  const codingAt = at.child('transactionCoding');
  const code = codingAt.text(coding, 'transactionCode');
  if (!(code in INSIDER_TRANSACTION_CODES)) {
    throw new ImportRefusal(at.file, codingAt.where('transactionCode'), `"${code}" is not an SEC transaction code`);
  }
  noteAll('transactionCoding', coding);

  const amounts = at.node(row, 'transactionAmounts');
  const amountsAt = at.child('transactionAmounts');
  const post = at.optionalNode(row, 'postTransactionAmounts');
  const nature = at.node(row, 'ownershipNature');
  const natureAt = at.child('ownershipNature');
  const underlying = at.optionalNode(row, 'underlyingSecurity');
  const underlyingAt = at.child('underlyingSecurity');

  const valued = (node: XmlNode | undefined, name: string, path: string): void => {
    const child = node?.[name];
    if (isNode(child)) noteAll(path, child);
  };
  valued(row, 'securityTitle', 'securityTitle');
  valued(row, 'transactionDate', 'transactionDate');
  valued(row, 'conversionOrExercisePrice', 'conversionOrExercisePrice');
  valued(row, 'exerciseDate', 'exerciseDate');
  valued(row, 'expirationDate', 'expirationDate');
  valued(amounts, 'transactionShares', 'transactionAmounts/transactionShares');
  valued(amounts, 'transactionPricePerShare', 'transactionAmounts/transactionPricePerShare');
  valued(amounts, 'transactionAcquiredDisposedCode', 'transactionAmounts/transactionAcquiredDisposedCode');
  valued(post, 'sharesOwnedFollowingTransaction', 'postTransactionAmounts/sharesOwnedFollowingTransaction');
  valued(nature, 'directOrIndirectOwnership', 'ownershipNature/directOrIndirectOwnership');
  valued(nature, 'natureOfOwnership', 'ownershipNature/natureOfOwnership');
  valued(underlying, 'underlyingSecurityTitle', 'underlyingSecurity/underlyingSecurityTitle');
  valued(underlying, 'underlyingSecurityShares', 'underlyingSecurity/underlyingSecurityShares');

  const acquiredDisposed = amountsAt.value(amounts, 'transactionAcquiredDisposedCode');
  if (acquiredDisposed !== 'A' && acquiredDisposed !== 'D') {
    throw new ImportRefusal(
      at.file,
      amountsAt.where('transactionAcquiredDisposedCode/value'),
      `"${acquiredDisposed}" is not A or D`,
    );
  }
  const directOrIndirect = natureAt.value(nature, 'directOrIndirectOwnership');
  if (directOrIndirect !== 'D' && directOrIndirect !== 'I') {
    throw new ImportRefusal(
      at.file,
      natureAt.where('directOrIndirectOwnership/value'),
      `"${directOrIndirect}" is not D or I`,
    );
  }
  const shares =
    table === 'derivative'
      ? amountsAt.optionalNumberValue(amounts, 'transactionShares')
      : amountsAt.numberValue(amounts, 'transactionShares');

  return {
    table,
    row: position,
    securityTitle: at.value(row, 'securityTitle'),
    transactionDate: at.dateValue(row, 'transactionDate'),
    formType: codingAt.optionalText(coding, 'transactionFormType') ?? null,
    code: code as InsiderTransactionCode,
    equitySwapInvolved: codingAt.optionalBoolean(coding, 'equitySwapInvolved'),
    shares,
    pricePerShare: amountsAt.optionalNumberValue(amounts, 'transactionPricePerShare'),
    acquiredDisposed,
    sharesOwnedAfter: post
      ? at.child('postTransactionAmounts').optionalNumberValue(post, 'sharesOwnedFollowingTransaction')
      : null,
    directOrIndirect,
    natureOfOwnership: natureAt.optionalValue(nature, 'natureOfOwnership'),
    conversionOrExercisePrice: at.optionalNumberValue(row, 'conversionOrExercisePrice'),
    exerciseDate: at.optionalDateValue(row, 'exerciseDate'),
    expirationDate: at.optionalDateValue(row, 'expirationDate'),
    underlyingSecurityTitle: underlying ? underlyingAt.optionalValue(underlying, 'underlyingSecurityTitle') : null,
    underlyingSecurityShares: underlying
      ? underlyingAt.optionalNumberValue(underlying, 'underlyingSecurityShares')
      : null,
    footnotes,
  };
}

const BOOLEANS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };
const DATE = /^(\d{4}-\d{2}-\d{2})(?:[+-]\d{2}:\d{2}|Z)?$/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Reads fields under one element, naming `ownershipDocument/…/field` in every refusal. */
class Reader {
  constructor(
    readonly file: string,
    private readonly path: string,
  ) {}

  child(name: string): Reader {
    return new Reader(this.file, `${this.path}/${name}`);
  }

  where(name: string): string {
    return `element ${this.path}/${name}`;
  }

  private refuse(name: string, reason: string): never {
    throw new ImportRefusal(this.file, this.where(name), reason);
  }

  node(parent: XmlNode, name: string): XmlNode {
    const value = parent[name];
    if (!isNode(value)) this.refuse(name, 'missing');
    return value;
  }

  optionalNode(parent: XmlNode, name: string): XmlNode | undefined {
    const value = parent[name];
    if (value === undefined || value === '') return undefined;
    if (!isNode(value)) this.refuse(name, 'expected an element with children');
    return value;
  }

  list(parent: XmlNode, name: string): XmlNode[] {
    const value = parent[name];
    if (value === undefined) return [];
    const items = Array.isArray(value) ? value : [value];
    return items.map((item, i) => {
      if (isNode(item)) return item;
      if (item === '') return {};
      return this.refuse(`${name}[${i + 1}]`, 'expected an element with children');
    });
  }

  optionalText(parent: XmlNode, name: string): string | undefined {
    const value = parent[name];
    if (Array.isArray(value)) this.refuse(name, 'appears more than once');
    const text = textOf(value);
    return text === undefined || text === '' ? undefined : text;
  }

  text(parent: XmlNode, name: string): string {
    return this.optionalText(parent, name) ?? this.refuse(name, 'missing or empty');
  }

  cik(parent: XmlNode, name: string): string {
    const text = this.text(parent, name);
    if (!/^\d{1,10}$/.test(text)) this.refuse(name, `"${text}" is not a CIK (up to 10 digits)`);
    return text.padStart(10, '0');
  }

  optionalBoolean(parent: XmlNode, name: string): boolean | null {
    const text = this.optionalText(parent, name);
    if (text === undefined) return null;
    const value = BOOLEANS[text.toLowerCase()];
    if (value === undefined) this.refuse(name, `"${text}" is not a boolean (true/false or 1/0)`);
    return value;
  }

  private parseDate(name: string, text: string): string {
    const match = DATE.exec(text);
    const day = match?.[1];
    const parsed = day ? new Date(`${day}T00:00:00Z`) : undefined;
    if (!day || !parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
      this.refuse(name, `"${text}" is not a date (YYYY-MM-DD)`);
    }
    return day;
  }

  optionalDate(parent: XmlNode, name: string): string | null {
    const text = this.optionalText(parent, name);
    return text === undefined ? null : this.parseDate(name, text);
  }

  date(parent: XmlNode, name: string): string {
    return this.parseDate(name, this.text(parent, name));
  }

  private parseNumber(name: string, text: string): number {
    const normalized = text.replace(/,/g, '');
    if (!NUMBER.test(normalized)) this.refuse(name, `"${text}" is not a number`);
    const value = Number(normalized);
    if (value < 0) this.refuse(name, `"${text}" is negative`);
    return value;
  }

  /** Form 4 fields wrap their value: `<transactionShares><value>200000</value><footnoteId…/></transactionShares>`. */
  optionalValue(parent: XmlNode, name: string): string | null {
    const wrapper = parent[name];
    if (wrapper === undefined || wrapper === '') return null;
    if (!isNode(wrapper)) this.refuse(name, 'expected a <value> element inside');
    const text = this.child(name).optionalText(wrapper, 'value');
    return text === undefined ? null : collapseSpace(text);
  }

  value(parent: XmlNode, name: string): string {
    return this.optionalValue(parent, name) ?? this.refuse(`${name}/value`, 'missing or empty');
  }

  optionalNumberValue(parent: XmlNode, name: string): number | null {
    const text = this.optionalValue(parent, name);
    return text === null ? null : this.parseNumber(`${name}/value`, text);
  }

  numberValue(parent: XmlNode, name: string): number {
    return this.parseNumber(`${name}/value`, this.value(parent, name));
  }

  optionalDateValue(parent: XmlNode, name: string): string | null {
    const text = this.optionalValue(parent, name);
    return text === null ? null : this.parseDate(`${name}/value`, text);
  }

  dateValue(parent: XmlNode, name: string): string {
    return this.parseDate(`${name}/value`, this.value(parent, name));
  }

  /** Footnote references of one field: on the field itself and on its `<value>`. */
  footnoteIds(node: XmlNode, name: string): string[] {
    const refs = [node.footnoteId, isNode(node.value) ? node.value.footnoteId : undefined].flatMap((v) =>
      v === undefined ? [] : Array.isArray(v) ? v : [v],
    );
    return refs.map((ref, i) => {
      const id = isNode(ref) && typeof ref['@id'] === 'string' ? ref['@id'] : undefined;
      if (!id) this.refuse(`${name}/footnoteId[${i + 1}]`, 'a footnote reference without an id');
      return id;
    });
  }
}
