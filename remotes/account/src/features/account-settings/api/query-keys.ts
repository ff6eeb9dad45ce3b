import { ACCOUNT_QUERY_KEY } from '../../../api/query-keys';

export const SESSIONS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'sessions'] as const;
