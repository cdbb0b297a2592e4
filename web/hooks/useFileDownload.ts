import { useState } from 'react'
import { serverMessage } from '../lib/error-message'

/**
 * A panel file's download (the CSVs of docs/product.md#order-history and #customers): whether it is
 * under way, the file name saved (for the screen reader's 'Descargado: …') or the server's words
 * when it failed, `fallback` when it said none.
 */
export function useFileDownload(fallback: string) {
  const [downloading, setDownloading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)

  async function download(file: () => Promise<string>) {
    setDownloading(true)
    setFailure(null)
    setSaved(null)
    try {
      setSaved(await file())
    } catch (err) {
      setFailure(serverMessage(err, fallback))
    } finally {
      setDownloading(false)
    }
  }

  return { download, downloading, failure, saved }
}
