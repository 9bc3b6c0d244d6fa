/** A byte count as people read it in a message: "20 MB", "512 KB", "300 bytes". */
export function describeBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Math.round(megabytes * 10) / 10} MB`;
  const kilobytes = bytes / 1024;
  if (kilobytes >= 1) return `${Math.round(kilobytes * 10) / 10} KB`;
  return `${bytes} bytes`;
}
