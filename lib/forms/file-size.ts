/** A file's size as people read it: "820 KB", "1.4 MB" (KB = 1024 bytes, as the 5MB limit counts). */
export const readableSize = (bytes: number) =>
  bytes < 1000 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
