import type { FieldErrors, Resolver } from 'react-hook-form'
import {
  IMAGE_FIELD,
  productFormSchema,
  type Product,
  type ProductInput,
} from '../../../../domain/catalog/schemas'
import {
  DISCOUNT_PRICE_MESSAGE,
  PRODUCT_REQUIRED_MESSAGE,
} from '../../../../domain/messages/customer'
import { DISCOUNT_HINT, PRODUCT_REQUIRED_HINTS } from '../../../../domain/messages/panel'
import { centavosToPesosText, pesosToCentavos } from '../../../lib/pesos'

/** A product as the panel reads it: with the option groups it offers, in order (docs/product.md#product-options). */
export type PanelProduct = Product & { optionGroupIds?: string[] }

/** What the product form holds: amounts as typed in pesos, the picture as a File. */
export interface ProductFormValues {
  name: string
  description: string
  price: string
  hasDiscount: boolean
  discountPrice: string
  isAvailable: boolean
  categoryId: string
  image: File | null
  /** Edit only: take the current picture away. */
  removeImage: boolean
}

export const emptyProductForm: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  hasDiscount: false,
  discountPrice: '',
  isAvailable: true,
  categoryId: '',
  image: null,
  removeImage: false,
}

export function productToForm(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: centavosToPesosText(product.price),
    hasDiscount: product.hasDiscount,
    discountPrice: centavosToPesosText(product.discountPrice),
    isAvailable: product.isAvailable,
    categoryId: product.categoryId ?? '',
    image: null,
    removeImage: false,
  }
}

/** Short hints under each field; the form-level alert carries the docs/product.md#validation sentence. */
const requiredHints: Partial<Record<keyof ProductFormValues, string>> = PRODUCT_REQUIRED_HINTS

/** Pesos text to the centavos string the shared schema reads; nonsense stays as is so it fails. */
const toCentavosField = (text: string) => {
  const centavos = pesosToCentavos(text)
  return centavos === null ? '' : Number.isNaN(centavos) ? text : String(centavos)
}

/**
 * Validates with domain/business productFormSchema, the same schema the API applies (docs/product.md#validation).
 * A 'required' error means the SPEC's 'Completá correctamente…' sentence; a 'discount' error the
 * discount sentence.
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductInput> = async (
  values,
) => {
  const result = productFormSchema.safeParse({
    ...values,
    price: toCentavosField(values.price),
    discountPrice: toCentavosField(values.discountPrice),
  })
  if (result.success) return { values: result.data, errors: {} }
  const errors: FieldErrors<ProductFormValues> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ProductFormValues
    if (!field || errors[field]) continue
    if (issue.message === DISCOUNT_PRICE_MESSAGE) {
      errors[field] = { type: 'discount', message: DISCOUNT_HINT }
    } else if (issue.message === PRODUCT_REQUIRED_MESSAGE) {
      errors[field] = {
        type: 'required',
        message: requiredHints[field] ?? PRODUCT_REQUIRED_MESSAGE,
      }
    } else {
      errors[field] = { type: 'invalid', message: issue.message }
    }
  }
  return { values: {}, errors }
}

/** The sentences of docs/product.md#validation that the current errors call for, in the order the spec gives them. */
export function formMessages(errors: FieldErrors<ProductFormValues>): string[] {
  const list = Object.values(errors)
  const messages: string[] = []
  if (list.some((e) => e?.type === 'required')) messages.push(PRODUCT_REQUIRED_MESSAGE)
  if (list.some((e) => e?.type === 'discount')) messages.push(DISCOUNT_PRICE_MESSAGE)
  return messages
}

/** docs/product.md#api multipart body of POST and PUT /business/products. */
export function productFormData(
  input: ProductInput,
  image: File | null,
  removeImage: boolean,
): FormData {
  const form = new FormData()
  form.set('name', input.name)
  form.set('description', input.description)
  form.set('price', String(input.price))
  form.set('hasDiscount', String(input.hasDiscount))
  form.set('discountPrice', input.discountPrice === null ? '' : String(input.discountPrice))
  form.set('isAvailable', String(input.isAvailable))
  form.set('categoryId', input.categoryId)
  if (image) form.set(IMAGE_FIELD, image)
  else if (removeImage) form.set('removeImage', 'true')
  return form
}
