import { actionText, changeText, consensusWord, signedPercent, targetChangeText, targetText } from './rating-format';

describe('rating format', () => {
  it('writes rating and target changes as the record does', () => {
    expect(changeText('Underperform', 'Hold')).toBe('Underperform → Hold');
    expect(changeText(null, 'Buy')).toBe('→ Buy');
    expect(changeText('Overweight', 'Overweight')).toBe('Overweight');
    expect(changeText('Market Perform', null)).toBe('Market Perform → none');
    expect(targetChangeText({ targetPrior: 160, targetCurrent: 170 })).toBe('$160 → $170');
    expect(targetChangeText({ targetPrior: null, targetCurrent: 205.16 })).toBe('→ $205.16');
    expect(targetChangeText({ targetPrior: 22, targetCurrent: null })).toBe('$22 → removed');
    expect(targetText(1250)).toBe('$1,250');
    expect(actionText({ action: 'maintain', targetAction: 'raise' })).toBe('Maintains · Raises target');
    expect(actionText({ action: 'initiate', targetAction: 'maintain' })).toBe('Initiates Coverage On');
  });

  it('signs percentages and names the consensus', () => {
    expect(signedPercent(0.1234)).toBe('+12.3%');
    expect(signedPercent(-0.05)).toBe('-5.0%');
    expect(signedPercent(null)).toBe('—');
    expect(consensusWord({ buy: 8, hold: 2, sell: 0 })).toBe('Strong Buy');
    expect(consensusWord({ buy: 5, hold: 4, sell: 1 })).toBe('Buy');
    expect(consensusWord({ buy: 3, hold: 3, sell: 1 })).toBe('Hold');
    expect(consensusWord({ buy: 0, hold: 1, sell: 2 })).toBe('Sell');
    expect(consensusWord({ buy: 0, hold: 0, sell: 0 })).toBeNull();
  });
});
