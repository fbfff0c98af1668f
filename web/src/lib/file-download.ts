/** A file the API answers as base64 (the registration packet, the guest list), handed to the browser as a download. */
export function saveBase64File(file: { fileName: string; contentType: string; contentBase64: string }): void {
  const bytes = Uint8Array.from(atob(file.contentBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = Object.assign(document.createElement('a'), { href: url, download: file.fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
