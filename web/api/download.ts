import { isApiErrorBody } from '../../domain/errors/body'
import { NETWORK_ERROR_MESSAGE } from '../../domain/messages/common'
import { API_BASE, ApiRequestError, currentAuthHandlers, tokenRefused } from './client'

/** The file name the server gives in Content-Disposition, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '')
  return match?.[1] ?? fallback
}

/**
 * Downloads a file of the panel's API (the CSVs of docs/product.md#order-history and
 * docs/product.md#customers). The session is a bearer token a plain link cannot send, so the file
 * is fetched with it and handed to the browser as a Blob URL on an <a download>. Answers the file
 * name saved; a refusal throws the server's error, anything else `failure`.
 */
export async function downloadApiFile(
  path: string,
  { accept, fallbackName, failure }: { accept: string; fallbackName: string; failure: string },
): Promise<string> {
  const token = currentAuthHandlers().getToken()
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      cache: 'no-store',
    })
  } catch {
    throw new ApiRequestError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
  }
  if (!response.ok) {
    if (response.status === 401 && token) tokenRefused(token)
    const body: unknown = await response.json().catch(() => null)
    if (isApiErrorBody(body))
      throw new ApiRequestError(response.status, body.code, body.error, true, body)
    throw new ApiRequestError(response.status, 'INTERNAL', failure)
  }
  const blob = await response.blob()
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName)
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the URL can go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 0)
  return name
}
