/** Original illustrations for the preset menu category pictures, one 640x480 SVG per category. */
import type { PresetCategoryImage } from '../../domain/constants'
import { bebidas } from './scenes/bebidas'
import { cafeteria } from './scenes/cafeteria'
import { carnes } from './scenes/carnes'
import { guarniciones } from './scenes/guarniciones'
import { infantil } from './scenes/infantil'
import { mexicana } from './scenes/mexicana'
import { minutas } from './scenes/minutas'
import { pastas } from './scenes/pastas'
import { pescados } from './scenes/pescados'
import { postres } from './scenes/postres'
import { promociones } from './scenes/promociones'
import { sushi } from './scenes/sushi'

export { PRESET_CATEGORY_IMAGES as PRESET_NAMES } from '../../domain/constants'
export type PresetName = PresetCategoryImage

export const presetSvgs: Record<PresetName, string> = {
  bebidas,
  carnes,
  cafeteria,
  guarniciones,
  infantil,
  mexicana,
  minutas,
  pastas,
  pescados,
  postres,
  promociones,
  sushi,
}
