import { FLOW, FLOW_GAUGES } from '@flowdeck/endpoints/market';
import { defineRoute, pathOf, routerUrl } from '@flowdeck/endpoints/route';

describe('pathOf', () => {
  it('fills path parameters, URI-encoded', () => {
    expect(pathOf(FLOW, { x: 'BRK.B' })).toBe('flow/BRK.B');
    expect(pathOf(FLOW, { x: 'a/b c' })).toBe('flow/a%2Fb%20c');
  });

  it('returns a parameterless path as spec §7 writes it', () => {
    expect(pathOf(FLOW_GAUGES)).toBe('flow/guages');
    const search = defineRoute<unknown>()({
      method: 'GET',
      path: 'chart/',
      requirement: 'searchSymbols',
      summary: 's',
    });
    expect(pathOf(search)).toBe('chart/');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathOf(FLOW, {} as { x: string })).toThrow('flow/{x}: no value for {x}');
  });
});

describe('routerUrl', () => {
  it('turns spec paths into Fastify URLs', () => {
    expect(routerUrl(FLOW)).toBe('/flow/:x');
    expect(routerUrl({ ...FLOW, path: 'chart/' })).toBe('/chart');
  });
});
