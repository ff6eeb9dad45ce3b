/** Every cached resource of the SMS alerts page lives under this key. */
export const SMS_ALERTS_QUERY_KEY = ['tools', 'sms-alerts'] as const;
