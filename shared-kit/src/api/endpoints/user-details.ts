import type {
  AvatarResponse, BackgroundResponse, UserDetailsQueryResponse, UserDetailsResponse, UserDetailsUpdate,
} from '@teachmarket/contracts/api-types';
import { httpClient, type UploadOptions } from '../http-client';
import { uploadForm } from './uploads';

export function getUserDetails(signal?: AbortSignal): Promise<UserDetailsResponse> {
  return httpClient().request<UserDetailsResponse>('get', 'v1/user/details', { signal });
}

export function updateUserDetails(changes: UserDetailsUpdate): Promise<UserDetailsResponse> {
  return httpClient().request<UserDetailsResponse>('post', 'v1/user/details', { json: changes });
}

export function queryUserDetails(query: string, signal?: AbortSignal): Promise<UserDetailsQueryResponse> {
  return httpClient().request<UserDetailsQueryResponse>('post', 'v3/user-details/query', { json: { query }, signal });
}

const imageForm = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

export function uploadAvatar(file: File, options?: UploadOptions): Promise<AvatarResponse> {
  return uploadForm<AvatarResponse>('v3/user-details/avatar', imageForm(file), options);
}

export function uploadBackground(file: File, options?: UploadOptions): Promise<BackgroundResponse> {
  return uploadForm<BackgroundResponse>('v3/user-details/background', imageForm(file), options);
}

export function removeBackground(): Promise<BackgroundResponse> {
  return httpClient().request<BackgroundResponse>('post', 'v3/user-details/remove-background');
}
