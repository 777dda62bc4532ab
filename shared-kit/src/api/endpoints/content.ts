import type { AiToolsResponse, HelpTopicsResponse } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

export function getHelpTopics(signal?: AbortSignal): Promise<HelpTopicsResponse> {
  return httpClient().request<HelpTopicsResponse>('get', 'v1/help/topics', { signal });
}

export function getAiTools(signal?: AbortSignal): Promise<AiToolsResponse> {
  return httpClient().request<AiToolsResponse>('get', 'v3/ai-tools/query', { signal });
}
