/** The Economic releases widget's title: its card's heading and its content's accessible name. */
export const ECONOMIC_RELEASES_TITLE = 'Economic releases';

/** Its `importance` setting: the lowest importance listed. */
export const RELEASE_IMPORTANCE_SETTING = 'importance';
export const RELEASE_IMPORTANCE_CHOICES = [
  { value: '1', label: 'Every release' },
  { value: '2', label: 'Medium and high' },
  { value: '3', label: 'High only' },
] as const;
export const DEFAULT_RELEASE_IMPORTANCE = '2';
