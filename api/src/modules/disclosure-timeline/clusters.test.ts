import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DisclosureSource } from '@flowdeck/api-types';
import { clusteredIds, findClusters, type ClusterInput } from './clusters.js';

const event = (id: string, date: string, source: DisclosureSource, acting = true): ClusterInput => ({
  id,
  date,
  source,
  acting,
});

describe('smart-money clusters', () => {
  it('needs two different source types: three insiders alone are no cluster', () => {
    const events = [
      event('a', '2025-03-01', 'insider'),
      event('b', '2025-03-02', 'insider'),
      event('c', '2025-03-03', 'insider'),
    ];
    assert.deepEqual(findClusters(events), []);
  });

  it('an insider buy and a politician trade 7 days apart are one cluster; 8 days apart are none', () => {
    const seven = findClusters([event('i', '2025-03-01', 'insider'), event('p', '2025-03-08', 'politician')]);
    assert.deepEqual(seven, [
      { start: '2025-03-01', end: '2025-03-08', sources: ['politician', 'insider'], eventIds: ['i', 'p'] },
    ]);
    assert.deepEqual(findClusters([event('i', '2025-03-01', 'insider'), event('p', '2025-03-09', 'politician')]), []);
  });

  it('counts only acting events: a 10-Q beside an insider sale is no cluster', () => {
    const events = [event('s', '2025-05-05', 'insider'), event('q', '2025-05-06', 'filing', false)];
    assert.deepEqual(findClusters(events), []);
  });

  it('reports each maximal window once, across a month boundary and with overlaps', () => {
    // 13F Jan 28, insider Feb 1, contract Feb 6, filing Feb 12. Jan 28 + 7 = Feb 4, so the window from Jan 28
    // holds 13F + insider; from Feb 1 (to Feb 8) insider + contract; from Feb 6 (to Feb 13) contract + filing.
    const events = [
      event('f', '2025-02-12', 'filing'),
      event('k', '2025-02-06', 'contract'),
      event('t', '2025-01-28', '13f'),
      event('i', '2025-02-01', 'insider'),
    ];
    const clusters = findClusters(events);
    assert.deepEqual(
      clusters.map((c) => [c.start, c.end, c.sources.join('+'), c.eventIds.join(',')]),
      [
        ['2025-01-28', '2025-02-01', 'insider+13f', 't,i'],
        ['2025-02-01', '2025-02-06', 'insider+contract', 'i,k'],
        ['2025-02-06', '2025-02-12', 'contract+filing', 'k,f'],
      ],
    );
    assert.deepEqual([...clusteredIds(clusters)].sort(), ['f', 'i', 'k', 't']);
  });

  it('drops a window held whole by an earlier one, and keeps a later one that reaches further', () => {
    // Jun 2 insider, Jun 3 politician, Jun 5 insider: one window [Jun 2 → Jun 5]; the window from Jun 3
    // ends on the same event and is inside it. Jun 11 13F: the window from Jun 5 reaches it (insider + 13F).
    const events = [
      event('a', '2025-06-02', 'insider'),
      event('b', '2025-06-03', 'politician'),
      event('c', '2025-06-05', 'insider'),
      event('d', '2025-06-11', '13f'),
      event('x', '2025-06-04', 'lobbying', false),
    ];
    assert.deepEqual(
      findClusters(events).map((c) => [c.start, c.end, c.eventIds.join(',')]),
      [
        ['2025-06-02', '2025-06-05', 'a,b,c'],
        ['2025-06-05', '2025-06-11', 'c,d'],
      ],
    );
  });

  it('same-day events of two sources are a cluster of one day; the span can be changed', () => {
    const events = [event('a', '2025-09-30', 'contract'), event('b', '2025-09-30', '13f')];
    assert.deepEqual(findClusters(events), [
      { start: '2025-09-30', end: '2025-09-30', sources: ['13f', 'contract'], eventIds: ['a', 'b'] },
    ]);
    const apart = [event('a', '2025-09-01', 'contract'), event('b', '2025-09-03', '13f')];
    assert.equal(findClusters(apart, { spanDays: 1 }).length, 0);
    assert.equal(findClusters(apart, { spanDays: 2 }).length, 1);
    assert.equal(findClusters(apart, { minSources: 3 }).length, 0);
  });
});
