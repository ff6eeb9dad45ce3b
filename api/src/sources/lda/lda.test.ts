import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ImportRefusal } from '../import/importer.js';
import { parseLda } from './parser.js';

const LDA = readFileSync(new URL('./fixtures/lda-filings.json', import.meta.url), 'utf8');
const refusal = (where: string, reason: RegExp) => (error: unknown) =>
  error instanceof ImportRefusal && error.where === where && reason.test(error.reason);

describe('Senate LDA filings JSON', () => {
  const { filings, setAside } = parseLda('lda.json', LDA);

  it('reads every filing of results[] with the amount from income or expenses', () => {
    assert.equal(filings.length, 5);
    assert.equal(setAside, 0);
    assert.deepEqual(
      filings.map((f) => [f.client, f.registrant, f.quarter, f.filingType, f.amount]),
      [
        ['LOCKHEED MARTIN CORPORATION', 'LOCKHEED MARTIN CORPORATION', '2025-Q1', 'Q1', 3_410_000],
        ['LOCKHEED MARTIN CORP', 'CAPITOL RIDGE PARTNERS LLC', '2025-Q1', 'Q1', 120_000],
        ['LOCKHEED MARTIN CORPORATION', 'LOCKHEED MARTIN CORPORATION', '2024-Q4', 'Q4', 2_980_000],
        ['COALITION FOR AFFORDABLE WIDGETS', 'HARBOR STREET STRATEGIES', '2025-Q1', 'Q1', 40_000],
        ['LOCKHEED MARTIN CORP', 'CAPITOL RIDGE PARTNERS LLC', '2025-Q1', '1A', 130_000],
      ],
    );
  });

  it('reads every field of an in-house report: issues, lobbyists once each, entities once each', () => {
    assert.deepEqual(filings[0], {
      where: 'element results[0]',
      id: '1b2f6c3e-0a4d-4c5e-9f1a-2d3b4c5d6e7f',
      filingType: 'Q1',
      filingYear: 2025,
      filingPeriod: 'first_quarter',
      quarter: '2025-Q1',
      amount: 3_410_000,
      registrant: 'LOCKHEED MARTIN CORPORATION',
      client: 'LOCKHEED MARTIN CORPORATION',
      issues: [
        { code: 'DEF', name: 'Defense', description: 'FY2026 National Defense Authorization Act; F-35 sustainment' },
        { code: 'BUD', name: 'Budget/Appropriations', description: 'Defense appropriations for FY2026' },
      ],
      lobbyists: ['ROBERT J. HALE', 'MARIA ORTEGA'],
      governmentEntities: ['SENATE', 'HOUSE OF REPRESENTATIVES', 'Defense - Dept of (DOD)'],
      postedAt: '2025-04-18T18:02:11.000Z',
      filingUrl: 'https://lda.senate.gov/filings/public/filing/1b2f6c3e-0a4d-4c5e-9f1a-2d3b4c5d6e7f/print/',
    });
    assert.deepEqual(filings[1]?.lobbyists, ['DAVID KIM JR.']);
    assert.deepEqual(filings[3]?.lobbyists, []);
  });

  it('sets registrations (no reporting period) aside', () => {
    const json = JSON.parse(LDA) as { results: Array<Record<string, unknown>> };
    json.results[3] = { ...json.results[3], filing_type: 'RR', filing_period: null, income: null };
    const parsed = parseLda('lda.json', JSON.stringify(json));
    assert.deepEqual([parsed.filings.length, parsed.setAside], [4, 1]);
  });

  it('refuses a malformed filing with the element and reason', () => {
    const json = JSON.parse(LDA) as { results: Array<Record<string, unknown>> };
    const with_ = (index: number, change: Record<string, unknown>) => {
      const copy = structuredClone(json);
      copy.results[index] = { ...copy.results[index], ...change };
      return JSON.stringify(copy);
    };
    assert.throws(() => parseLda('x.json', LDA.slice(0, 900)), refusal('JSON', /not valid JSON/));
    assert.throws(() => parseLda('x.json', '{"count": 0}'), refusal('JSON', /results/));
    assert.throws(
      () => parseLda('x.json', with_(1, { income: 'lots' })),
      refusal('element results[1].income', /"lots" is not an amount/),
    );
    assert.throws(
      () => parseLda('x.json', with_(2, { filing_period: 'fifth_quarter' })),
      refusal('element results[2].filing_period', /not an LDA reporting period/),
    );
    assert.throws(
      () => parseLda('x.json', with_(0, { client: {} })),
      refusal('element results[0].client.name', /missing/),
    );
    assert.throws(
      () => parseLda('x.json', with_(4, { filing_uuid: json.results[0]?.['filing_uuid'] })),
      refusal('element results[4]', /already at element results\[0\]/),
    );
    assert.throws(
      () => parseLda('x.json', with_(3, { filing_uuid: '42' })),
      refusal('element results[3].filing_uuid', /not a filing UUID/),
    );
  });
});
