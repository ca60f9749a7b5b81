import { createContext } from 'react-router';
import type { ApiClient } from './client';

/** The per-request API client, set by `createLoadContext` in entry.server. */
export const apiContext = createContext<ApiClient>();
