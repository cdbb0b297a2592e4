/**
 * A shop's link preview (docs/product.md#link-previews): the title, description, canonical address and
 * Open Graph / Twitter tags written into the web app's page for /menu/{slug} and /negocio/{slug},
 * so a link pasted in WhatsApp or Instagram shows the shop before any script runs.
 */

export interface PreviewShop {
  name: string
  slug: string
  city: string | null
  province: string | null
  logoUrl: string | null
  coverUrl: string | null
}

export type ShopPageKind = 'menu' | 'storefront'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** An image path as the world can fetch it: relative paths hang off the public address. */
const absolute = (url: string, publicUrl: string) =>
  /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`

const where = (shop: PreviewShop) => [shop.city, shop.province].filter(Boolean).join(', ')

/** The page's title, as the web app sets it once it runs, so the tab does not change. */
export function shopPageTitle(shop: PreviewShop, kind: ShopPageKind) {
  return kind === 'menu' ? `${shop.name} · Menú · Barrio` : `${shop.name} · Barrio`
}

export function shopPageDescription(shop: PreviewShop, kind: ShopPageKind) {
  const place = where(shop)
  const at = place ? ` en ${place}` : ''
  return kind === 'menu'
    ? `El menú de ${shop.name}${at}: productos y precios, siempre al día.`
    : `Pedí a ${shop.name}${at} con delivery o retiro en el local.`
}

/** A shop page's title and the tags that describe it. */
export interface ShopHead {
  title: string
  tags: string
}

/** The head tags of a shop's page; every value is escaped. */
export function shopPreviewTags(
  shop: PreviewShop,
  kind: ShopPageKind,
  publicUrl: string,
): ShopHead {
  const path = kind === 'menu' ? `/menu/${shop.slug}` : `/negocio/${shop.slug}`
  const url = `${publicUrl}${path}`
  const title = shopPageTitle(shop, kind)
  const description = shopPageDescription(shop, kind)
  const picture = shop.coverUrl ?? shop.logoUrl
  const image = picture ? absolute(picture, publicUrl) : `${publicUrl}/favicon.svg`
  const meta: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Barrio'],
    ['property', 'og:locale', 'es_AR'],
    ['property', 'og:title', shop.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', shop.name],
    ['name', 'twitter:card', shop.coverUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', shop.name],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ]
  return {
    title,
    tags: [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      ...meta.map(
        ([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`,
      ),
    ].join('\n    '),
  }
}

/**
 * The web app's page with a shop's head: its title in place of the default one, its description in
 * place of the site's, and the preview tags before </head>.
 */
export function withShopHead(template: string, head: ShopHead) {
  // Function replacers: a shop's name may hold `$&`, which a replacement string would expand.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `  ${head.tags}\n  </head>`)
}
