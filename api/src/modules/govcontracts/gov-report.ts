/**
 * The Govt. Contracts report from contract actions, pure: an award's actions in a quarter summed into one
 * row, totals per quarter, the largest awards, recipients and agencies. An award known both by its actions
 * (CSV) and as a whole (award search) counts once, by its actions.
 */
import type { GovAgencyTotal, GovAward, GovContractReport, GovRecipientTotal } from '@flowdeck/api-types';
import { GOV_MAX_AWARDS, GOV_QUARTERS_SHOWN, GOV_TOP } from '@flowdeck/endpoints/govcontracts';
import { quarterOfDate, quartersEndingAt } from '../../lib/quarters.js';

export interface GovAction {
  id: string;
  awardKey: string;
  piid: string;
  ticker: string | null;
  recipient: string;
  recipientUei: string | null;
  agency: string;
  actionDate: string;
  obligation: number;
  totalValue: number | null;
  startDate: string | null;
  endDate: string | null;
  naics: string | null;
  psc: string | null;
  url: string | null;
  source: string;
  /** A whole award (award search) rather than one of its actions. */
  wholeAward: boolean;
}

/** Drops a whole-award row when the award's actions are known. */
export function countOnce(actions: readonly GovAction[]): GovAction[] {
  const withActions = new Set(actions.filter((a) => !a.wholeAward).map((a) => a.awardKey));
  return actions.filter((a) => !a.wholeAward || !withActions.has(a.awardKey));
}

/** One row per award from its actions (in the order given, oldest first): amounts summed, latest action's facts. */
export function awardsOf(actions: readonly GovAction[]): GovAward[] {
  const awards = new Map<string, GovAward>();
  for (const action of [...actions].sort(
    (a, b) => a.actionDate.localeCompare(b.actionDate) || a.id.localeCompare(b.id),
  )) {
    const award = awards.get(action.awardKey);
    awards.set(action.awardKey, {
      id: action.awardKey,
      awardId: action.piid,
      ticker: action.ticker,
      recipient: action.recipient,
      recipientUei: action.recipientUei,
      agency: action.agency,
      amount: Math.round(((award?.amount ?? 0) + action.obligation) * 100) / 100,
      totalValue: action.totalValue ?? award?.totalValue ?? null,
      actionDate: action.actionDate,
      startDate: action.startDate ?? award?.startDate ?? null,
      endDate: action.endDate ?? award?.endDate ?? null,
      naics: action.naics ?? award?.naics ?? null,
      psc: action.psc ?? award?.psc ?? null,
      url: action.url ?? award?.url ?? null,
      source: action.source,
    });
  }
  return [...awards.values()];
}

/** The awards of one quarter among `actions` (each award's actions of the quarter summed), as a report lists them. */
export function quarterAwards(actions: readonly GovAction[], quarter: string): GovAward[] {
  return awardsOf(countOnce(actions).filter((a) => quarterOfDate(a.actionDate) === quarter));
}

const round = (amount: number) => Math.round(amount * 100) / 100;

export function govContractReport(input: {
  x: string;
  ticker: string | null;
  companies: ReadonlyMap<string, string>;
  actions: readonly GovAction[];
  quarter: string | null;
  fallbackQuarter: string;
  simulated: boolean;
}): GovContractReport {
  const all = countOnce(input.actions);
  const inScope = input.ticker ? all.filter((a) => a.ticker === input.ticker) : all;
  const quarterOf = new Map(all.map((a) => [a.id, quarterOfDate(a.actionDate)]));
  const quarters = [...new Set(inScope.map((a) => quarterOf.get(a.id) as string))].sort().reverse();
  const quarter = input.quarter ?? quarters[0] ?? input.fallbackQuarter;

  const totalsByQuarter = quartersEndingAt(quarter, GOV_QUARTERS_SHOWN).map((q) => {
    const of = inScope.filter((a) => quarterOf.get(a.id) === q);
    return {
      quarter: q,
      amount: round(of.reduce((sum, a) => sum + a.obligation, 0)),
      awards: new Set(of.map((a) => a.awardKey)).size,
    };
  });

  const marketAwards = awardsOf(all.filter((a) => quarterOf.get(a.id) === quarter));
  const recipients = new Map<string, GovRecipientTotal>();
  for (const award of marketAwards) {
    if (!award.ticker) continue;
    const total = recipients.get(award.ticker) ?? {
      ticker: award.ticker,
      company: input.companies.get(award.ticker) ?? award.recipient,
      amount: 0,
      awards: 0,
    };
    total.amount = round(total.amount + award.amount);
    total.awards++;
    recipients.set(award.ticker, total);
  }
  const awards = input.ticker ? marketAwards.filter((a) => a.ticker === input.ticker) : marketAwards;
  const agencies = new Map<string, GovAgencyTotal>();
  for (const award of awards) {
    const total = agencies.get(award.agency) ?? { name: award.agency, amount: 0, awards: 0 };
    total.amount = round(total.amount + award.amount);
    total.awards++;
    agencies.set(award.agency, total);
  }
  return {
    x: input.x,
    company: input.ticker ? (input.companies.get(input.ticker) ?? null) : null,
    quarter,
    quarters,
    totalsByQuarter,
    topRecipients: [...recipients.values()]
      .sort((a, b) => b.amount - a.amount || a.ticker.localeCompare(b.ticker))
      .slice(0, GOV_TOP),
    agencies: [...agencies.values()]
      .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name))
      .slice(0, GOV_TOP),
    largestAwards: [...awards].sort((a, b) => b.amount - a.amount || a.id.localeCompare(b.id)).slice(0, GOV_TOP),
    awards: [...awards]
      .sort((a, b) => b.actionDate.localeCompare(a.actionDate) || b.amount - a.amount || a.id.localeCompare(b.id))
      .slice(0, GOV_MAX_AWARDS),
    simulated: input.simulated,
  };
}
