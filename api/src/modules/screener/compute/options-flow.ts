/** Today's options figures of each underlying, summed from the session's flow trades (pure). */
import type { FlowTrade } from '@flowdeck/api-types';

export type FlowTradeFigures = Pick<
  FlowTrade,
  'ticker' | 'type' | 'size' | 'premium' | 'sentiment' | 'kind' | 'iv' | 'tags'
>;

export interface OptionsFigures {
  optionsVolume: number;
  callVolume: number;
  putVolume: number;
  /** Put contracts ÷ call contracts; null without calls. */
  putCallRatio: number | null;
  optionsPremium: number;
  callPremium: number;
  putPremium: number;
  /** Bullish premium − bearish premium (neutral trades count for neither). */
  netPremium: number;
  unusualTrades: number;
  sweeps: number;
  /** Premium-weighted implied volatility, in %; null without premium. */
  averageIv: number | null;
}

export function optionsFigures(trades: Iterable<FlowTradeFigures>): Map<string, OptionsFigures> {
  const byTicker = new Map<string, OptionsFigures & { ivPremium: number }>();
  for (const t of trades) {
    let f = byTicker.get(t.ticker);
    if (!f) {
      f = {
        optionsVolume: 0,
        callVolume: 0,
        putVolume: 0,
        putCallRatio: null,
        optionsPremium: 0,
        callPremium: 0,
        putPremium: 0,
        netPremium: 0,
        unusualTrades: 0,
        sweeps: 0,
        averageIv: null,
        ivPremium: 0,
      };
      byTicker.set(t.ticker, f);
    }
    f.optionsVolume += t.size;
    f.optionsPremium += t.premium;
    if (t.type === 'call') {
      f.callVolume += t.size;
      f.callPremium += t.premium;
    } else {
      f.putVolume += t.size;
      f.putPremium += t.premium;
    }
    if (t.sentiment === 'bullish') f.netPremium += t.premium;
    else if (t.sentiment === 'bearish') f.netPremium -= t.premium;
    if (t.tags.includes('unusual')) f.unusualTrades += 1;
    if (t.kind === 'sweep') f.sweeps += 1;
    f.ivPremium += t.iv * t.premium;
  }
  const out = new Map<string, OptionsFigures>();
  for (const [ticker, { ivPremium, ...f }] of byTicker) {
    out.set(ticker, {
      ...f,
      putCallRatio: f.callVolume > 0 ? f.putVolume / f.callVolume : null,
      averageIv: f.optionsPremium > 0 ? (ivPremium / f.optionsPremium) * 100 : null,
    });
  }
  return out;
}
