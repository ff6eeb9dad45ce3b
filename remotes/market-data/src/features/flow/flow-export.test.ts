import { FLOW_COLUMNS, type FlowColumnId, visibleColumns } from './flow-columns';
import { buildCsv, buildExcelRequest, csvField, exportFilename } from './flow-export';
import { makeTrade } from './test/flow-trades';

const columns = (...ids: FlowColumnId[]) => visibleColumns(ids);

describe('CSV', () => {
  it('quotes fields with commas, quotes or line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(-1.5)).toBe('-1.5');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes the rows shown in the columns shown, with raw numbers and New York time', () => {
    const trade = makeTrade({
      time: '2026-11-20T15:31:05.250Z',
      ticker: 'SPY',
      type: 'put',
      side: 'above_ask',
      premium: 1_234_567.5,
      tags: ['unusual', 'opening', 'otm'],
    });
    const csv = buildCsv(columns('time', 'ticker', 'cp', 'side', 'premium', 'tags'), [trade]);
    expect(csv).toBe(
      '\uFEFFTime (ET),Ticker,Call or put,Side (fill against the quote),Premium,Tags\r\n' +
        '2026-11-20 10:31:05,SPY,Put,Above ask,1234567.5,"Unusual, Opening"\r\n',
    );
  });
});

describe('Excel request', () => {
  it('sends typed columns and one object per row keyed by column', () => {
    const trade = makeTrade({ time: '2026-07-01T13:30:00Z', expiry: '2026-07-17', size: 250, iv: 0.4123 });
    const request = buildExcelRequest(columns('time', 'expiry', 'size', 'iv'), [trade], 'flow-all');
    expect(request).toEqual({
      filename: 'flow-all',
      sheet: 'Flow',
      columns: [
        { key: 'time', header: 'Time (ET)', type: 'datetime' },
        { key: 'expiry', header: 'Expiry', type: 'date' },
        { key: 'size', header: 'Size (contracts)', type: 'integer' },
        { key: 'iv', header: 'Implied volatility', type: 'percent' },
      ],
      // 13:30 UTC in July is 09:30 in New York (daylight time).
      rows: [{ time: '2026-07-01T09:30:00', expiry: '2026-07-17', size: 250, iv: 0.4123 }],
    });
  });

  it('gives every column an export type the API accepts', () => {
    const accepted = ['text', 'number', 'integer', 'money', 'percent', 'date', 'datetime', 'boolean'];
    for (const column of FLOW_COLUMNS) expect(accepted).toContain(column.exportType);
  });

  it('names files by tickers and New York time', () => {
    const now = new Date('2026-11-20T15:31:59Z');
    expect(exportFilename([], now)).toBe('flow-all-2026-11-20-1031');
    expect(exportFilename(['SPY', 'QQQ'], now)).toBe('flow-SPY-QQQ-2026-11-20-1031');
    expect(exportFilename(['A', 'B', 'C', 'D'], now)).toBe('flow-A-B-C-more-2026-11-20-1031');
  });
});
