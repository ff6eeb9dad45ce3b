import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ImportRefusal } from '../import/importer.js';
import { parseUsaspending } from './parser.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const CSV = fixture('contracts-prime-transactions.csv');
const SEARCH = fixture('award-search.json');
const refusal = (where: string, reason: RegExp) => (error: unknown) =>
  error instanceof ImportRefusal && error.where === where && reason.test(error.reason);

describe('USAspending contract data', () => {
  it('reads every field of a contract action from the CSV download', () => {
    const actions = parseUsaspending('tx.csv', CSV);
    assert.equal(actions.length, 5);
    assert.deepEqual(actions[0], {
      where: 'line 2',
      id: '9700_-NONE-_N0001925C0012_0_-NONE-_0',
      awardKey: 'CONT_AWD_N0001925C0012_9700_-NONE-_-NONE-',
      piid: 'N0001925C0012',
      actionDate: '2025-02-14',
      obligation: 412_500_000,
      totalValue: 1_250_000_000,
      recipientUei: 'ZFN2JJXBLZT3',
      recipientName: 'LOCKHEED MARTIN CORPORATION',
      agency: 'Department of Defense',
      naics: '336411',
      psc: '1510',
      startDate: '2025-02-14',
      endDate: '2029-12-31',
      awardUrl: 'https://www.usaspending.gov/award/CONT_AWD_N0001925C0012_9700_-NONE-_-NONE-/',
    });
    assert.deepEqual(
      actions.map((a) => [a.piid, a.actionDate, a.obligation, a.recipientName]),
      [
        ['N0001925C0012', '2025-02-14', 412_500_000, 'LOCKHEED MARTIN CORPORATION'],
        ['N0001925C0012', '2025-03-20', 85_000_000, 'LOCKHEED MARTIN CORPORATION'],
        ['FA862124C0007', '2024-11-05', -2_500_000, 'LOCKHEED MARTIN CORP'],
        ['36C10B25C0031', '2025-01-22', 18_750_000, 'ACCENTURE FEDERAL SERVICES LLC'],
        ['75N98025C00011', '2025-03-03', 2_400_000, 'SMALL RESEARCH PARTNERS, INC.'],
      ],
    );
  });

  it('reads the award search JSON, one award a row', () => {
    const awards = parseUsaspending('search.json', SEARCH);
    assert.deepEqual(awards[1], {
      where: 'element results[1]',
      id: 'CONT_AWD_70RTAC25C00000009_7001_-NONE-_-NONE-|award',
      awardKey: 'CONT_AWD_70RTAC25C00000009_7001_-NONE-_-NONE-',
      piid: '70RTAC25C00000009',
      actionDate: '2025-03-17',
      obligation: 9_800_000.5,
      totalValue: 9_800_000.5,
      recipientUei: null,
      recipientName: 'GENERAL DYNAMICS INFORMATION TECHNOLOGY, INC.',
      agency: 'Department of Homeland Security',
      naics: null,
      psc: null,
      startDate: '2025-03-17',
      endDate: '2026-03-16',
      awardUrl: 'https://www.usaspending.gov/award/CONT_AWD_70RTAC25C00000009_7001_-NONE-_-NONE-',
    });
  });

  it('refuses a malformed file with the line or element and the reason', () => {
    assert.throws(
      () => parseUsaspending('x.csv', 'award_id_piid,action_date\nA,2025-01-01\n'),
      refusal('line 1', /lacks contract_award_unique_key/),
    );
    assert.throws(
      () => parseUsaspending('x.csv', CSV.replace('2025-03-20', '2025-03-40')),
      refusal('line 3', /action_date "2025-03-40"/),
    );
    assert.throws(
      () => parseUsaspending('x.csv', CSV.replace('18750000.00', 'lots')),
      refusal('line 5', /"lots" is not an amount/),
    );
    const lines = CSV.trim().split('\n');
    assert.throws(() => parseUsaspending('x.csv', `${CSV}${lines[1]}\n`), refusal('line 7', /already at line 2/));
    assert.throws(
      () => parseUsaspending('x.csv', `${lines[0]}\n${lines[1]?.split(',').slice(0, 5).join(',')}\n`),
      refusal('line 2', /5 fields where the header has 20/),
    );
    assert.throws(
      () => parseUsaspending('x.json', SEARCH.replace('"Award Amount": 31250000.0', '"Award Amount": "a lot"')),
      refusal('element results[0]["Award Amount"]', /not an amount/),
    );
    assert.throws(() => parseUsaspending('x.json', SEARCH.slice(0, 200)), refusal('JSON', /not valid JSON/));
  });
});
