/**
 * Uploading a file into the media library (/ms/material/upload): the browser reads the file,
 * sends its bytes base64 with the type it names; the server checks type, size and content
 * (MATERIAL_FILE_INVALID, shown by the runtime's error toast).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  materialGroupList,
  materialPage,
  materialUpload,
  type MaterialRow,
} from '../../platform/contracts/material.contract';
import { callKey, useApi } from '../../ui/runtime';

/** The API client's proxy base (DESIGN.md §1), in front of the media route's path. */
export const PROXY_BASE = '/gateway';

/** The browser address of a material's bytes (`url` is under the proxy base). */
export function mediaSrc(url: string): string {
  return `${PROXY_BASE}${url}`;
}

/** The base64 of a file's bytes. */
export async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** A size in bytes as `12 KB` / `1.4 MB`. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * `upload(file, groupId)` stores a file in a group and refreshes the library's lists;
 * resolves the new material, or null when the server refused it (the toast says why).
 * `pending` is true while an upload runs.
 */
export function useUpload(): {
  upload: (file: File, groupId: number) => Promise<MaterialRow | null>;
  pending: boolean;
} {
  const api = useApi();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const upload = async (file: File, groupId: number) => {
    setPending(true);
    try {
      const data = await base64Of(file);
      return await api(materialUpload, { groupId, name: file.name, contentType: file.type, data });
    } catch {
      return null;
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: callKey(materialPage) });
      void queryClient.invalidateQueries({ queryKey: callKey(materialGroupList) });
    }
  };
  return { upload, pending };
}
