import type {
  AiDescriptionCheck, AiDescriptionHistory, AiDescriptionResponse, AiDocumentResponse, AiDocumentsResponse, AiGenerateBody, AiQuizGenerateBody,
} from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** spec §7 "AI tools generate": a description, quiz or worksheet, stored as an unsaved document. */
export function generateAiDocument(body: AiGenerateBody, signal?: AbortSignal): Promise<AiDocumentResponse> {
  return httpClient().request<AiDocumentResponse>('post', 'v3/ai-tools/generate', { json: body, signal });
}

export function getAiDocuments(signal?: AbortSignal): Promise<AiDocumentsResponse> {
  return httpClient().request<AiDocumentsResponse>('get', 'v3/ai-tools/documents', { signal });
}

export function getAiDocument(id: number, signal?: AbortSignal): Promise<AiDocumentResponse> {
  return httpClient().request<AiDocumentResponse>('get', `v3/ai-tools/documents/${id}`, { signal });
}

export function renameAiDocument(id: number, title: string): Promise<AiDocumentResponse> {
  return httpClient().request<AiDocumentResponse>('post', `v3/ai-tools/documents/${id}/title`, { json: { title } });
}

export function saveAiDocument(id: number): Promise<AiDocumentResponse> {
  return httpClient().request<AiDocumentResponse>('post', `v3/ai-tools/documents/${id}/save`, { json: {} });
}

export function deleteAiDocument(id: number): Promise<{ id: number }> {
  return httpClient().request<{ id: number }>('post', `v3/ai-tools/documents/${id}/delete`, { json: {} });
}

export function refineAiDocument(id: number, instruction: string, signal?: AbortSignal): Promise<AiDocumentResponse> {
  return httpClient().request<AiDocumentResponse>('post', `v3/ai-tools/documents/${id}/refine`, { json: { instruction }, signal });
}

/** The document as a PDF (the request carries the session, so a plain link would not do). */
export function downloadAiDocument(id: number, signal?: AbortSignal): Promise<Blob> {
  return httpClient().request<Blob>('get', `v3/ai-tools/documents/${id}/download`, { responseType: 'blob', signal });
}

export function generateAiQuiz(body: AiQuizGenerateBody, signal?: AbortSignal): Promise<AiDocumentResponse> {
  return httpClient().request<AiDocumentResponse>('post', 'v3/ai/quiz/generate', { json: body, signal });
}

export function downloadAiQuiz(id: number, signal?: AbortSignal): Promise<Blob> {
  return httpClient().request<Blob>('get', `v3/ai/quiz/${id}/download`, { responseType: 'blob', signal });
}

export function generateAiDescription(materialId: number, signal?: AbortSignal): Promise<AiDescriptionResponse> {
  return httpClient().request<AiDescriptionResponse>('post', 'v3/ai/description/generate', { json: { materialId }, signal });
}

export function getAiDescriptionHistory(materialId: number, signal?: AbortSignal): Promise<AiDescriptionHistory> {
  return httpClient().request<AiDescriptionHistory>('get', 'v3/ai/description/history', { searchParams: { materialId }, signal });
}

export function checkAiDescription(description: string, signal?: AbortSignal): Promise<AiDescriptionCheck> {
  return httpClient().request<AiDescriptionCheck>('post', 'v3/ai/description/check', { json: { description }, signal });
}

/** Which generator runs on this installation ('text-tools' | 'openai-compatible'). */
export function getAiProvider(signal?: AbortSignal): Promise<{ provider: string }> {
  return httpClient().request<{ provider: string }>('get', 'v3/ai/provider', { signal });
}
