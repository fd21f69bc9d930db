/**
 * Uploads one photo the way the browser's own form would (multipart, field "file") to the photo
 * endpoint of comments and own recipes, with its progress (XMLHttpRequest: fetch reports no upload
 * progress). The gateway re-encodes it and strips its metadata.
 */
import type { Language, UserImage } from "@tischlein/content-schemas";
import { AccountApiError } from "./account-api.ts";
import { isUserImage } from "./community-guards.ts";

/** The largest photo the gateway takes. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export function uploadPhoto(file: File, lang: Language, onProgress: (percent: number) => void): Promise<UserImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/users/comments/images/");
    xhr.setRequestHeader("X-Requested-With", "fetch");
    xhr.setRequestHeader("Accept-Language", lang);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((100 * e.loaded) / e.total));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below
      }
      if (xhr.status === 201 && isUserImage(body)) return resolve(body);
      const message = (body as { error?: { message?: string } } | null)?.error?.message ?? "";
      reject(new AccountApiError(xhr.status, "upload_failed", message));
    };
    xhr.onerror = () => reject(new AccountApiError(0, "network", ""));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
