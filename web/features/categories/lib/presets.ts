import type { PresetCategoryImage } from '../../../../domain/constants'

/** How each of the twelve preset pictures (docs/product.md#screens Categories) is named to the owner. */
export const PRESET_LABELS: Record<PresetCategoryImage, string> = {
  bebidas: 'Bebidas',
  carnes: 'Carnes',
  cafeteria: 'Cafetería',
  guarniciones: 'Guarniciones',
  infantil: 'Infantil',
  mexicana: 'Mexicana',
  minutas: 'Minutas',
  pastas: 'Pastas',
  pescados: 'Pescados',
  postres: 'Postres',
  promociones: 'Promociones',
  sushi: 'Sushi',
}
