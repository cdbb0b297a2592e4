import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { slugify } from '../../domain/text/rules'
import { coverSvg, logoSvg } from './art'
import type { DishName } from './dishes'
import type { DemoShop } from './demo-shops'

/*
 * The demo shops' logos and covers are drawn as SVG (`art.ts`) and rendered to WebP ahead of time
 * by `npm run presets`, into `pictures/` (copied beside the compiled server). A start that seeds
 * reads the files: it loads no image library and no fonts, which stayed in the process's memory.
 */

/** Beside this module in the sources; beside `main.js` in the compiled server. */
export const PICTURES_DIR = fileURLToPath(new URL('./pictures', import.meta.url))

export const LOGO_SIZE = { width: 512, height: 512 } as const
export const COVER_SIZE = { width: 1600, height: 600 } as const
/** As an uploaded product picture is kept (server/lib/images.ts), and a category picture. */
export const PRODUCT_PICTURE_SIZE = { width: 800, height: 800 } as const
export const CATEGORY_PICTURE_SIZE = { width: 640, height: 480 } as const
/** The most a product's drawing may weigh once rendered: dozens of them load in one menu. */
export const PRODUCT_PICTURE_MAX_BYTES = 15 * 1024

/** The file a drawing of the demo products (scripts/art/dishes) is rendered to. */
export const dishFile = (name: DishName) => `dishes/${name}.webp`

/** The SVG of each of a demo shop's pictures, and the file its rendering is kept in. */
export function demoPictureSources(shop: DemoShop) {
  const slug = slugify(shop.name)
  return {
    logo: {
      file: `${slug}-logo.webp`,
      svg: logoSvg({
        name: shop.name,
        initials: shop.initials,
        color: shop.color,
        motif: shop.motif,
      }),
      ...LOGO_SIZE,
    },
    cover: {
      file: `${slug}-cover.webp`,
      svg: coverSvg({ color: shop.color, motif: shop.motif }),
      ...COVER_SIZE,
    },
  }
}

/** What `pictures/drawn.json` keeps per file: the hash of the SVG it was rendered from. */
export const svgHash = (svg: string) => createHash('sha256').update(svg).digest('hex')
export const DRAWN_MANIFEST = 'drawn.json'

export async function readDemoPictures(shop: DemoShop) {
  const { logo, cover } = demoPictureSources(shop)
  const [logoBytes, coverBytes] = await Promise.all([
    readFile(`${PICTURES_DIR}/${logo.file}`),
    readFile(`${PICTURES_DIR}/${cover.file}`),
  ])
  return { logo: logoBytes, cover: coverBytes }
}

/** A drawing's rendered bytes, read once however many products show it. */
export function dishPictureReader() {
  const read = new Map<DishName, Promise<Buffer>>()
  return (name: DishName) => {
    let bytes = read.get(name)
    if (!bytes) {
      bytes = readFile(`${PICTURES_DIR}/${dishFile(name)}`)
      read.set(name, bytes)
    }
    return bytes
  }
}
