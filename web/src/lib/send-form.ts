/**
 * A browser form upload straight to storage (S3's presigned POST), with its
 * progress: `fetch` reports none while sending, an XMLHttpRequest does.
 */

/** The storage refused the file (the policy's size or type, an expired form) or could not be reached. */
export class StorageRefused extends Error {}

/** Posts `file` with the form's `fields` to `url`; `onProgress` gets the share sent, 0 to 1. */
export function sendFormWithProgress(url: string, fields: Record<string, string>, file: File, onProgress: (share: number) => void): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The file goes last: S3 ignores every field after it.
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => (request.status < 300 ? resolve() : reject(new StorageRefused(`The storage refused the file (${request.status}).`)));
    request.onerror = () => reject(new StorageRefused('The file could not be sent. Check your connection and try again.'));
    request.send(form);
  });
}
