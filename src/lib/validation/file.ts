/** Extensions never accepted (public-site.md §5 "File helper"). */
export const BLOCKED_EXTENSIONS = [
  'exe',
  'bat',
  'cmd',
  'scr',
  'vbs',
  'js',
  'jar',
  'com',
  'pif',
] as const;

/** Default size limit of the file helper, in megabytes (public-site.md §9). */
export const DEFAULT_MAX_FILE_MB = 10;

export type FileCheck = { name: string; size: number; type?: string };

/**
 * The file helper of public-site.md §5: rejects files over `maxMb` megabytes ("File size must be
 * less than {n}MB"), names ending in a blocked extension ("File type not allowed for security
 * reasons") and, when `allowedTypes` is given, other MIME types ("File type not allowed. Allowed
 * types: {list}").
 * @param file - name, size in bytes and the claimed MIME type
 * @returns the first error message, or null when the file is acceptable
 */
export function validateFile(
  file: FileCheck,
  options: { maxMb?: number; allowedTypes?: readonly string[] } = {},
): string | null {
  const maxMb = options.maxMb ?? DEFAULT_MAX_FILE_MB;
  if (file.size > maxMb * 1024 * 1024) return `File size must be less than ${maxMb}MB`;
  const ext = file.name.trim().toLowerCase().split('.').pop() ?? '';
  if (file.name.includes('.') && (BLOCKED_EXTENSIONS as readonly string[]).includes(ext)) {
    return 'File type not allowed for security reasons';
  }
  if (options.allowedTypes && !options.allowedTypes.includes((file.type ?? '').toLowerCase())) {
    return `File type not allowed. Allowed types: ${options.allowedTypes.join(', ')}`;
  }
  return null;
}
