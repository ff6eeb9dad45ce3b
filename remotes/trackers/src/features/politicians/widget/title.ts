/** The Politician trades widget's title: its card's heading and its content's accessible name. */
export const POLITICIAN_TRADES_TITLE = 'Politician trades';
