import sharp from 'sharp'
import { randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '../db/client'
import {
  businesses,
  categories,
  openingHours,
  optionGroups,
  options as optionRows,
  orderItems,
  orders,
  productOptionGroups,
  products,
  users,
} from '../db/schema'
import { signSessionToken } from '../lib/tokens'
import type { OrderItemOption } from '../../domain/options/types'

const unique = () => randomBytes(4).toString('hex')

type BusinessInsert = typeof businesses.$inferInsert
type ProductInsert = typeof products.$inferInsert

/** A shop with its owner. The password hash is a placeholder: these owners never log in. */
export async function createBusiness(db: Db, overrides: Partial<BusinessInsert> = {}) {
  const tag = unique()
  const [owner] = await db
    .insert(users)
    .values({ email: `owner-${tag}@example.com`, passwordHash: 'x' })
    .returning()
  const [business] = await db
    .insert(businesses)
    .values({
      ownerId: owner.id,
      name: `Comercio ${tag}`,
      slug: `comercio-${tag}`,
      address: 'Av. Colón 100',
      city: 'Córdoba',
      province: 'Córdoba',
      ...overrides,
    })
    .returning()
  return { owner, business }
}

export async function createCategory(
  db: Db,
  businessId: string,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const [category] = await db
    .insert(categories)
    .values({ businessId, name: `Categoría ${unique()}`, ...overrides })
    .returning()
  return category
}

export async function createProduct(
  db: Db,
  businessId: string,
  overrides: Partial<ProductInsert> = {},
) {
  const [product] = await db
    .insert(products)
    .values({ businessId, name: `Producto ${unique()}`, price: 100_000, ...overrides })
    .returning()
  return product
}

export async function setHours(
  db: Db,
  businessId: string,
  rows: { dayOfWeek: number; openTime: string; closeTime: string }[],
) {
  await db.insert(openingHours).values(rows.map((r) => ({ businessId, ...r })))
}

// ─── Panel del Comercio: orders and session tokens ──────────────────────────────────────────────
// (Imports kept with the helpers they serve, so this block is appended without touching the above.)

export interface OrderItemSeed {
  name?: string
  productId?: string | null
  unitPrice?: number
  quantity?: number
  notes?: string | null
  options?: OrderItemOption[]
}

/**
 * An order inserted directly (no checkout exists yet), with its items. Totals follow the items;
 * createdAt lets tests place it on a given Argentina day.
 */
export async function createOrder(
  db: Db,
  businessId: string,
  options: {
    items?: OrderItemSeed[]
    status?: 'PENDING' | 'ACCEPTED' | 'REJECTED'
    createdAt?: Date
    customerName?: string
    customerPhone?: string | null
    deliveryInfo?: string
    method?: 'DELIVERY' | 'PICKUP'
    deliveryFee?: number
    estimatedTime?: number | null
    note?: string | null
  } = {},
) {
  const items = (options.items ?? [{}]).map((item) => ({
    name: item.name ?? `Producto ${unique()}`,
    productId: item.productId ?? null,
    unitPrice: item.unitPrice ?? 100_000,
    quantity: item.quantity ?? 1,
    notes: item.notes ?? null,
    options: item.options ?? [],
  }))
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0)
  const deliveryFee = options.deliveryFee ?? 0
  const status = options.status ?? 'PENDING'
  const [order] = await db
    .insert(orders)
    .values({
      businessId,
      publicToken: randomUUID(),
      status,
      method: options.method ?? 'PICKUP',
      customerName: options.customerName ?? 'Ana Gómez',
      customerPhone: options.customerPhone ?? null,
      deliveryInfo: options.deliveryInfo ?? 'Retira en el local',
      notes: options.note ?? null,
      subtotal,
      deliveryFee,
      total: subtotal + deliveryFee,
      estimatedTime: options.estimatedTime ?? (status === 'ACCEPTED' ? 30 : null),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning()
  if (items.length > 0) {
    await db
      .insert(orderItems)
      .values(items.map((item) => ({ businessId, orderId: order.id, ...item })))
  }
  return order
}

/** A session token for a factory-made owner, as login would sign it (any role for 403 tests). */
export function ownerToken(
  secret: string,
  owner: { id: string; email: string; sessionVersion?: number },
  overrides: { role?: string; now?: Date } = {},
) {
  return signSessionToken(
    secret,
    {
      userId: owner.id,
      email: owner.email,
      role: overrides.role ?? 'BUSINESS_OWNER',
      businessName: 'Comercio',
      plan: 'Sin plan',
      subscriptionPaid: false,
      expiresAt: null,
      sv: owner.sessionVersion ?? 0,
    },
    overrides.now,
  )
}

// Multipart bodies and pictures for upload tests.

/** A small real PNG (sharp decodes it, so uploads of it are accepted). */
let pictures = 0
/**
 * A colour of its own for every picture made in a file (4,096 of them, 16 steps apart in each
 * channel): pictures are stored by their content, so two tests' uploads must differ to be two.
 */
function nextColour() {
  const n = pictures++ % 4096
  const channel = (shift: number) => ((n >> shift) & 15) * 16 + 8
  return { r: channel(0), g: channel(4), b: channel(8) }
}

/** A PNG of one colour: a new one every call unless `background` is given. */
export const pngBytes = (
  width = 40,
  height = 30,
  background: string | { r: number; g: number; b: number } = nextColour(),
) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

export interface FileSeed {
  bytes: Buffer
  /** Form field name; `image` unless told. */
  field?: string
  filename?: string
  type?: string
}

/** A multipart/form-data body as a browser sends it, for app.inject: { payload, headers }. */
export async function multipartPayload(fields: Record<string, string>, ...files: FileSeed[]) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' })
    form.append(file.field ?? 'image', blob, file.filename ?? 'foto.png')
  }
  const res = new Response(form)
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  }
}

/** A shop whose owner is signed in: use `headers` on app.inject. */
export async function createOwnerSession(
  db: Db,
  secret: string,
  overrides: Partial<BusinessInsert> = {},
) {
  const { owner, business } = await createBusiness(db, overrides)
  const token = await ownerToken(secret, owner)
  return { owner, business, token, headers: { authorization: `Bearer ${token}` } }
}

// ─── Checkout: shops that take orders ───────────────────────────────────────────────────────────

/** Every day 00:00–00:00, which the open-status function reads as open all day. */
export const ALWAYS_OPEN = Array.from({ length: 7 }, (_, dayOfWeek) => ({
  dayOfWeek,
  openTime: '00:00',
  closeTime: '00:00',
}))

/** A shop open whenever the test runs; one without hours is closed (docs/product.md#states: no hours, Cerrado). */
export async function createOpenBusiness(db: Db, overrides: Partial<BusinessInsert> = {}) {
  const made = await createBusiness(db, overrides)
  await setHours(db, made.business.id, ALWAYS_OPEN)
  return made
}

// ─── Product options (docs/product.md#product-options), written directly ────────────────────────

export interface OptionSeed {
  name: string
  priceDelta?: number
  isAvailable?: boolean
}

/**
 * An option group of a shop with its options, in the order given (positions 0, 1, …); a single
 * optional choice unless told. Answers the group and its options.
 */
export async function createOptionGroup(
  db: Db,
  businessId: string,
  group: { name?: string; minChoices?: number; maxChoices?: number; options: OptionSeed[] },
) {
  const [row] = await db
    .insert(optionGroups)
    .values({
      businessId,
      name: group.name ?? `Grupo ${unique()}`,
      minChoices: group.minChoices ?? 0,
      maxChoices: group.maxChoices ?? 1,
    })
    .returning()
  const options = await db
    .insert(optionRows)
    .values(
      group.options.map((option, position) => ({
        businessId,
        groupId: row.id,
        name: option.name,
        priceDelta: option.priceDelta ?? 0,
        isAvailable: option.isAvailable ?? true,
        position,
      })),
    )
    .returning()
  // RETURNING does not promise the rows' order; the seeds' order is the positions'.
  options.sort((a, b) => a.position - b.position)
  return { ...row, options }
}

/** Makes a product offer the groups, in the order given. */
export async function linkOptionGroups(
  db: Db,
  businessId: string,
  productId: string,
  groupIds: readonly string[],
) {
  await db
    .insert(productOptionGroups)
    .values(groupIds.map((groupId, position) => ({ businessId, productId, groupId, position })))
}
