/** The Position P/L widget's title: its card's heading and its content's accessible name. */
export const POSITION_PL_TITLE = 'Position P/L';
