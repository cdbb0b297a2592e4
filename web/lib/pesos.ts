import { groupThousands } from '../../domain/money/rules'

/**
 * Pesos as an owner types them, to integer centavos: '12500', '12.500', '12.500,50', '$ 12500,5'.
 * In es-AR the dot groups thousands and the comma starts the centavos; a lone dot followed by one
 * or two digits ('12.5') is read as decimals, as phone keyboards often only offer a dot.
 * Returns null for an empty text and NaN for anything that is not an amount.
 */
export function pesosToCentavos(text: string): number | null {
  const s = text.replace(/[\s$]/g, '')
  if (s === '') return null
  let whole: string
  let cents = ''
  if (s.includes(',')) {
    const parts = s.split(',')
    if (parts.length !== 2) return Number.NaN
    ;[whole, cents] = parts
    if (whole.includes('.')) {
      if (!/^\d{1,3}(\.\d{3})+$/.test(whole)) return Number.NaN
      whole = whole.replace(/\./g, '')
    }
  } else if (s.includes('.')) {
    if (/^\d{1,3}(\.\d{3})+$/.test(s)) whole = s.replace(/\./g, '')
    else if (/^\d+\.\d{1,2}$/.test(s)) [whole, cents] = s.split('.')
    else return Number.NaN
  } else {
    whole = s
  }
  if (whole === '') whole = '0'
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(cents)) return Number.NaN
  const centavos = Number(whole) * 100 + Number(cents.padEnd(2, '0'))
  return Number.isSafeInteger(centavos) ? centavos : Number.NaN
}

/** Centavos back to what the field shows: '12.500' or '12.500,50' (no currency sign). */
export function centavosToPesosText(centavos: number | null | undefined): string {
  if (centavos === null || centavos === undefined || !Number.isFinite(centavos)) return ''
  const whole = `${centavos < 0 ? '-' : ''}${groupThousands(Math.floor(Math.abs(centavos) / 100))}`
  const cents = Math.abs(centavos % 100)
  return cents === 0 ? whole : `${whole},${String(cents).padStart(2, '0')}`
}

/** Tidies a typed amount when the field is left ('12500,5' → '12.500,50'); leaves nonsense alone. */
export function tidyPesosText(text: string): string {
  const centavos = pesosToCentavos(text)
  return centavos === null || Number.isNaN(centavos) ? text : centavosToPesosText(centavos)
}
