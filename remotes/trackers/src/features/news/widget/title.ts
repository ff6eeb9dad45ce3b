/** The News widget's title: its card's heading and its content's accessible name. */
export const NEWS_WIDGET_TITLE = 'News';

/** Its `symbol` setting (shared with linked widgets): one ticker's headlines; '' for every headline. */
export const NEWS_SYMBOL_SETTING = 'symbol';
