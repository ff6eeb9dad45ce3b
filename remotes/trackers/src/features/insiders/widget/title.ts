/** The Insider buys widget's title: its card's heading and its content's accessible name. */
export const INSIDER_BUYS_TITLE = 'Insider buys';
