import { Copy, Printer } from 'lucide-react'
import { QRCodeSVG } from 'qrcode.react'
import { useRef, useState } from 'react'
import { PRINT_DELAY_MS, PRINT_WINDOW_SIZE, QR_SIZE } from '../../../../domain/constants'
import { PROFILE_LOAD_ERROR } from '../../../../domain/messages/panel'
import { useProfile } from '../../../api/business'
import { Spinner } from '../../../components/Spinner'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { paths } from '../../../paths'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** docs/product.md#screens 'Menú QR': the QR of the public menu by slug, the link, copy and print. */
export function Component() {
  const profile = useProfile()
  const qrRef = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState(false)

  if (profile.isPending) return <Spinner label="Cargando..." />
  if (profile.isError) return <Alert tone="error">{PROFILE_LOAD_ERROR}</Alert>

  const url = `${window.location.origin}${paths.menu(profile.data.slug)}`
  const name = profile.data.businessName

  async function copy() {
    await navigator.clipboard.writeText(url)
    setCopied(true)
    setTimeout(() => setCopied(false), 2500)
  }

  function print() {
    const win = window.open('', 'menu-qr', `width=${PRINT_WINDOW_SIZE},height=${PRINT_WINDOW_SIZE}`)
    if (!win) return
    win.document
      .write(`<!doctype html><html lang="es-AR"><head><title>Menú QR · ${escapeHtml(name)}</title></head>
<body style="font-family:system-ui,Arial,sans-serif;text-align:center;padding:48px">
<h1 style="margin:0 0 8px">${escapeHtml(name)}</h1>
<p style="margin:0 0 24px;color:#57534e">Escaneá para ver nuestro menú</p>
<div style="display:inline-block;transform:scale(1.5);transform-origin:top center">${qrRef.current?.innerHTML ?? ''}</div>
<p style="margin-top:140px;color:#57534e">${escapeHtml(url)}</p>
</body></html>`)
    win.document.close()
    setTimeout(() => win.print(), PRINT_DELAY_MS)
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-stone-900">Menú QR</h1>
      <p className="text-stone-700">
        Imprimilo y ponelo en las mesas: tus clientes escanean y ven tu menú al instante.
      </p>
      <section className="flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white p-6">
        <div ref={qrRef} className="rounded-xl bg-white p-3" data-testid="menu-qr">
          <QRCodeSVG value={url} size={QR_SIZE} level="M" title={`Menú de ${name}`} />
        </div>
        <p className="text-lg font-semibold text-stone-900">{name}</p>
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="break-all text-center text-brand-700 underline"
        >
          {url}
        </a>
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={copy}>
            <Copy aria-hidden className="size-4" />
            {copied ? 'Enlace copiado' : 'Copiar enlace'}
          </Button>
          <Button onClick={print}>
            <Printer aria-hidden className="size-4" />
            Imprimir
          </Button>
        </div>
      </section>
    </div>
  )
}
