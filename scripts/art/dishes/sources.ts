import {
  CATEGORY_PICTURE_SIZE,
  dishFile,
  PRODUCT_PICTURE_SIZE,
} from '../../../server/demo/pictures'
import type { DishName } from '../../../server/demo/dishes'
import { dishes } from './catalog'
import { dishSvg } from '.'

/** Category drawings are named `categoria-…` and framed 4:3; the rest are square product pictures. */
export const isCategoryDrawing = (name: DishName) => name.startsWith('categoria-')

/** Every drawing of the catalogue with its SVG, the file it is rendered to and its size. */
export function dishPictureSources() {
  return (Object.keys(dishes) as DishName[]).map((name) => {
    const category = isCategoryDrawing(name)
    return {
      name,
      file: dishFile(name),
      svg: dishSvg(name, dishes[name], category ? 'category' : 'square'),
      ...(category ? CATEGORY_PICTURE_SIZE : PRODUCT_PICTURE_SIZE),
    }
  })
}
