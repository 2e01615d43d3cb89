import type { AfterErrorHook } from 'payload'

/**
 * Payload answers an upload over the size limit with 413 but an empty "unknown error" body;
 * staff get a message that says what happened, in both admin languages.
 */
export function tooLargeUploadMessage(maxBytes: number): AfterErrorHook {
  const megabytes = Math.round(maxBytes / (1024 * 1024))
  return ({ error }) => {
    const status = (error as { status?: number } | undefined)?.status
    if (status !== 413 && !/size limit/i.test(error?.message ?? '')) return
    return {
      status: 413,
      response: {
        errors: [{ message: `Die Datei ist größer als ${megabytes} MB. / The file is larger than ${megabytes} MB.` }],
      },
    }
  }
}
