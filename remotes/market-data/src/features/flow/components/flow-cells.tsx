import type { FlowTrade } from '@flowdeck/api-types';
import type { ReactNode } from 'react';
import type { FlowColumnId } from '../flow-columns';
import {
  KIND_LABELS,
  SHOWN_TAGS,
  SIDE_LABELS,
  formatContracts,
  formatExpiry,
  formatOptionPrice,
  formatPremium,
  formatStrike,
  formatTradeTime,
  otmPercent,
  premiumTier,
} from '../flow-format';

/**
 * One cell's content. Plain elements with class names (styled once by the table's root, see
 * flow-table.tsx) rather than MUI components: a busy table renders hundreds of cells a second.
 */
export function renderFlowCell(id: FlowColumnId, t: FlowTrade): ReactNode {
  switch (id) {
    case 'time':
      return formatTradeTime(t.time);
    case 'ticker':
      return <span className="tk">{t.ticker}</span>;
    case 'contract':
      return (
        <>
          <span className="tk">{t.ticker}</span> {formatStrike(t.strike)}
          <span className={t.type === 'call' ? 'call' : 'put'}>{t.type === 'call' ? 'C' : 'P'}</span>{' '}
          <span className="muted">{formatExpiry(t.expiry).slice(0, 5)}</span>
        </>
      );
    case 'expiry':
      return formatExpiry(t.expiry);
    case 'dte':
      return t.dte;
    case 'strike':
      return formatStrike(t.strike);
    case 'cp':
      return <span className={t.type === 'call' ? 'call' : 'put'}>{t.type === 'call' ? 'CALL' : 'PUT'}</span>;
    case 'side':
      return (
        <span className={`bd sd ${t.sentiment}`} title={`${SIDE_LABELS[t.side].long} · ${t.sentiment}`}>
          {SIDE_LABELS[t.side].short}
        </span>
      );
    case 'spot':
      return formatOptionPrice(t.spot);
    case 'otm': {
      const otm = otmPercent(t);
      return <span className={otm > 0 ? 'muted' : undefined}>{`${otm.toFixed(1)}%`}</span>;
    }
    case 'size':
      return formatContracts(t.size);
    case 'price':
      return formatOptionPrice(t.price);
    case 'bidAsk':
      return <span className="muted">{`${t.bid.toFixed(2)} × ${t.ask.toFixed(2)}`}</span>;
    case 'premium': {
      const tier = premiumTier(t.premium);
      return <span className={tier ? `pm ${tier}` : 'pm'}>{formatPremium(t.premium)}</span>;
    }
    case 'volume':
      return <span className={t.volume > t.openInterest ? 'hot' : undefined}>{formatContracts(t.volume)}</span>;
    case 'oi':
      return formatContracts(t.openInterest);
    case 'kind':
      return t.kind === 'single' ? (
        <span className="muted">—</span>
      ) : (
        <span className={`bd kd ${t.kind}`} title={t.legGroup ? `${KIND_LABELS[t.kind]} ${t.legGroup}` : undefined}>
          {t.kind === 'multi_leg' ? 'Multi' : KIND_LABELS[t.kind]}
        </span>
      );
    case 'tags':
      return SHOWN_TAGS.filter(({ tag }) => t.tags.includes(tag)).map(({ tag, label, description }) => (
        <span key={tag} className={`tg ${tag}`} title={description}>
          {label}
        </span>
      ));
    case 'iv':
      return `${(t.iv * 100).toFixed(1)}%`;
    case 'delta':
      return t.delta.toFixed(2);
    case 'sector':
      return <span className="muted">{t.sector}</span>;
  }
}
