/**
 * Inbound keywords (CTIA / carrier practice, as Twilio's Advanced Opt-Out recognises them). STOP silences
 * every rule for that number until START; HELP answers with who is texting and how to stop.
 */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'] as const;
export const START_WORDS = ['START', 'YES', 'UNSTOP', 'OPTIN'] as const;
export const HELP_WORDS = ['HELP', 'INFO'] as const;

export type Keyword = 'stop' | 'start' | 'help';

/** The keyword a reply is, if the whole reply (trimmed, any case, trailing punctuation ignored) is one. */
export function keywordOf(body: string): Keyword | null {
  const word = body
    .trim()
    .replace(/[.!?\s]+$/u, '')
    .toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return 'stop';
  if ((START_WORDS as readonly string[]).includes(word)) return 'start';
  if ((HELP_WORDS as readonly string[]).includes(word)) return 'help';
  return null;
}

export const KEYWORD_REPLIES: Record<Keyword, string> = {
  stop: 'FlowDeck: you will receive no more alert texts. Reply START to resume.',
  start: 'FlowDeck: alert texts are back on. Reply STOP to end, HELP for help.',
  help: 'FlowDeck alerts: rules you set at /sms-alerts. Msg freq varies. Reply STOP to end, START to resume.',
};
