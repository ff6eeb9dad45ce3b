/** Words for the model's numbers: a feature's value as a trader reads it, and the reasons behind a score. */
import type { FeatureDefinition } from './features.js';

function signed(value: number, digits: number): string {
  const text = Math.abs(value).toFixed(digits);
  return `${value > 0 && Number(text) !== 0 ? '+' : value < 0 && Number(text) !== 0 ? '−' : ''}${text}`;
}

function dollars(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e9) return `$${(abs / 1e9).toFixed(1)}B`;
  if (abs >= 1e6) return `$${(abs / 1e6).toFixed(1)}M`;
  if (abs >= 1e3) return `$${Math.round(abs / 1e3)}K`;
  return `$${Math.round(abs)}`;
}

/** A raw feature value in its unit: "+12.3 %", "+2", "1.35×", "$250K bought", "+0.42"; "n/a" when missing. */
export function displayValue(feature: Pick<FeatureDefinition, 'unit'>, raw: number | null): string {
  if (raw === null) return 'n/a';
  switch (feature.unit) {
    case 'percent':
      return `${signed(raw * 100, 1)} %`;
    case 'count':
      return signed(raw, 0);
    case 'log-ratio':
      return `${Math.exp(raw).toFixed(2)}×`;
    case 'log-dollars': {
      if (raw === 0) return 'none';
      const amount = Math.sign(raw) * (10 ** Math.abs(raw) - 1);
      return `${dollars(amount)} ${amount > 0 ? 'bought' : 'sold'}`;
    }
    case 'score':
      return signed(raw, 2);
  }
}

export interface FeatureContribution {
  feature: Pick<FeatureDefinition, 'label' | 'unit'>;
  raw: number | null;
  contribution: number;
}

/** The `count` features that moved the logit most, as sentences: "3-month return +24.1 %: raises the odds". */
export function reasonsOf(parts: readonly FeatureContribution[], count = 3): string[] {
  return [...parts]
    .filter((p) => p.raw !== null && p.contribution !== 0)
    .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution))
    .slice(0, count)
    .map((p) => {
      const label = p.feature.label.charAt(0).toUpperCase() + p.feature.label.slice(1);
      return `${label} ${displayValue(p.feature, p.raw)}: ${p.contribution > 0 ? 'raises' : 'lowers'} the odds`;
    });
}
