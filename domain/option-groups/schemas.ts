import { isUuid } from '../catalog/rules'
import { z } from 'zod'
import { publicOptionGroupSchema } from '../options/schemas'
import {
  MAX_PRICE,
  OPTION_CHOICES_MAX,
  OPTION_GROUP_NAME_MAX,
  OPTION_GROUPS_PER_PRODUCT_MAX,
  OPTION_NAME_MAX,
  OPTIONS_PER_GROUP_MAX,
} from '../constants'
import {
  OPTION_CHOICES_MESSAGE,
  OPTION_GROUP_EMPTY_MESSAGE,
  OPTION_GROUP_ID_MESSAGE,
  OPTION_GROUP_NAME_MESSAGE,
  OPTION_GROUP_NOT_FOUND_MESSAGE,
  OPTION_GROUP_TOO_MANY_MESSAGE,
  OPTION_GROUPS_TOO_MANY_MESSAGE,
  OPTION_MIN_OVER_MAX_MESSAGE,
  OPTION_NAME_MESSAGE,
  OPTION_NOT_FOUND_MESSAGE,
  OPTION_PRICE_MESSAGE,
  optionMaxOverOptionsMessage,
  requiredGroupAvailableMessage,
} from '../messages/panel'

/*
 * The panel's calls for option groups (docs/product.md#product-options), apart from
 * options/schemas.ts so the storefront loads none of the panel's texts.
 */

const uuidOf = (message: string) =>
  z
    .string({ error: message })
    .max(64, message)
    .refine(isUuid, message)
    .transform((id) => id.toLowerCase())

const choicesCount = (min: number) =>
  z
    .number({ error: OPTION_CHOICES_MESSAGE })
    .int(OPTION_CHOICES_MESSAGE)
    .min(min, OPTION_CHOICES_MESSAGE)
    .max(OPTION_CHOICES_MAX, OPTION_CHOICES_MESSAGE)

/** One option as the panel sends it: `id` for one that exists (kept), none for a new one. */
export const optionInputSchema = z.object({
  id: uuidOf(OPTION_NOT_FOUND_MESSAGE).optional(),
  name: z
    .string({ error: OPTION_NAME_MESSAGE })
    .trim()
    .min(1, OPTION_NAME_MESSAGE)
    .max(OPTION_NAME_MAX, OPTION_NAME_MESSAGE),
  priceDelta: z
    .number({ error: OPTION_PRICE_MESSAGE })
    .int(OPTION_PRICE_MESSAGE)
    .min(0, OPTION_PRICE_MESSAGE)
    .max(MAX_PRICE, OPTION_PRICE_MESSAGE),
  isAvailable: z.boolean().default(true),
})
export type OptionInput = z.input<typeof optionInputSchema>

/**
 * A whole group as the panel saves it (`POST /business/option-groups`,
 * `PUT /business/option-groups/{id}`): its options in the order shown; an existing option left
 * out is deleted.
 */
export const optionGroupInputSchema = z
  .object({
    name: z
      .string({ error: OPTION_GROUP_NAME_MESSAGE })
      .trim()
      .min(1, OPTION_GROUP_NAME_MESSAGE)
      .max(OPTION_GROUP_NAME_MAX, OPTION_GROUP_NAME_MESSAGE),
    minChoices: choicesCount(0),
    maxChoices: choicesCount(1),
    options: z
      .array(optionInputSchema, { error: OPTION_GROUP_EMPTY_MESSAGE })
      .min(1, OPTION_GROUP_EMPTY_MESSAGE)
      .max(OPTIONS_PER_GROUP_MAX, OPTION_GROUP_TOO_MANY_MESSAGE),
  })
  .superRefine((group, ctx) => {
    if (group.minChoices > group.maxChoices) {
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: OPTION_MIN_OVER_MAX_MESSAGE })
    } else if (group.maxChoices > group.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxChoices'],
        message: optionMaxOverOptionsMessage(group.options.length),
      })
    }
    const available = group.options.filter((o) => o.isAvailable !== false).length
    if (group.minChoices >= 1 && available < group.minChoices) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: requiredGroupAvailableMessage(group.minChoices),
      })
    }
  })
export type OptionGroupInput = z.input<typeof optionGroupInputSchema>

/** A group as the panel reads it: the public shape, and the products that offer it. */
export const optionGroupSchema = publicOptionGroupSchema.extend({
  productIds: z.array(z.string()),
})
export type OptionGroup = z.infer<typeof optionGroupSchema>

export const optionGroupParamsSchema = z.object({ id: uuidOf(OPTION_GROUP_NOT_FOUND_MESSAGE) })
export const optionParamsSchema = z.object({ id: uuidOf(OPTION_NOT_FOUND_MESSAGE) })

/** `PATCH /business/options/{id}`: one tap from the products list. */
export const optionAvailabilitySchema = z.object({ isAvailable: z.boolean() })

/** `PUT /business/products/{id}/option-groups`: the groups a product offers, in order. */
export const productOptionGroupsInputSchema = z.object({
  groupIds: z
    .array(uuidOf(OPTION_GROUP_ID_MESSAGE))
    .max(OPTION_GROUPS_PER_PRODUCT_MAX, OPTION_GROUPS_TOO_MANY_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, OPTION_GROUP_ID_MESSAGE),
})
