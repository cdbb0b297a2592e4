import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  OPTION_GROUP_EMPTY_MESSAGE,
  OPTION_GROUP_NOT_FOUND_MESSAGE,
  OPTION_MIN_OVER_MAX_MESSAGE,
  OPTION_NOT_FOUND_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  optionMaxOverOptionsMessage,
  requiredGroupAvailableMessage,
} from '../../../domain/messages/panel'
import type { OptionGroup, OptionGroupInput } from '../../../domain/option-groups/schemas'
import type { PublicMenu } from '../../../domain/menu/schemas'
import { optionGroups, options, productOptionGroups } from '../../db/schema'
import { createCategory, createProduct } from '../../test/factories'
import { ownerSession, useTestApp, type OwnerSession as Session } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()

const session = () => ownerSession(t)

const size: OptionGroupInput = {
  name: 'Tamaño',
  minChoices: 1,
  maxChoices: 1,
  options: [
    { name: 'Chica', priceDelta: 0 },
    { name: 'Grande', priceDelta: 250_000 },
  ],
}
const extras: OptionGroupInput = {
  name: 'Extras',
  minChoices: 0,
  maxChoices: 2,
  options: [
    { name: 'Huevo', priceDelta: 50_000 },
    { name: 'Jamón', priceDelta: 80_000 },
    { name: 'Aceitunas', priceDelta: 30_000 },
  ],
}

const send = (
  s: Session,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/business${url}`, payload, headers: s.headers })

async function createGroup(s: Session, input: OptionGroupInput): Promise<OptionGroup> {
  const res = await send(s, 'POST', '/option-groups', input)
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

const linkGroups = (s: Session, productId: string, groupIds: string[]) =>
  send(s, 'PUT', `/products/${productId}/option-groups`, { groupIds })

async function menuProduct(s: Session, productId: string) {
  const res = await t.app.inject(`/api/public/menu/${s.business.slug}`)
  expect(res.statusCode).toBe(200)
  const menu: PublicMenu = res.json()
  return menu.categories.flatMap((c) => c.products).find((p) => p.id === productId)
}

/** The ids of an option group's options, in order. */
const idsOf = (group: OptionGroup) => group.options.map((o) => o.id)

describe('POST /api/business/option-groups', () => {
  it('creates a group with its options in order and answers 201', async () => {
    const s = await session()
    const res = await send(s, 'POST', '/option-groups', { ...size, name: '  Tamaño  ' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Tamaño',
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: expect.any(String), name: 'Chica', priceDelta: 0, isAvailable: true },
        { id: expect.any(String), name: 'Grande', priceDelta: 250_000, isAvailable: true },
      ],
      productIds: [],
    })
    const list = await send(s, 'GET', '/option-groups')
    expect(list.statusCode).toBe(200)
    expect(list.json()).toEqual([res.json()])
  })

  it.each([
    ['min over max', { ...extras, minChoices: 3, maxChoices: 2 }, OPTION_MIN_OVER_MAX_MESSAGE],
    ['no options', { ...extras, options: [] }, OPTION_GROUP_EMPTY_MESSAGE],
    ['max over the option count', { ...extras, maxChoices: 4 }, optionMaxOverOptionsMessage(3)],
    [
      'a required group without enough available options',
      {
        ...size,
        minChoices: 2,
        maxChoices: 2,
        options: [
          { name: 'Chica', priceDelta: 0 },
          { name: 'Grande', priceDelta: 0, isAvailable: false },
        ],
      },
      requiredGroupAvailableMessage(2),
    ],
  ])('refuses %s (400) and writes nothing', async (_, input, message) => {
    const s = await session()
    const res = await send(s, 'POST', '/option-groups', input)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    const rows = await t.db
      .select()
      .from(optionGroups)
      .where(eq(optionGroups.businessId, s.business.id))
    expect(rows).toEqual([])
  })

  it('refuses a new group whose options name ids (400)', async () => {
    const s = await session()
    const other = await createGroup(s, extras)
    const res = await send(s, 'POST', '/option-groups', {
      ...size,
      options: [{ id: other.options[0].id, name: 'Chica', priceDelta: 0 }],
      maxChoices: 1,
    })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: OPTION_NOT_FOUND_MESSAGE, code: 'VALIDATION' })
  })
})

describe('PUT /api/business/option-groups/:id', () => {
  it('updates and reorders kept options, adds new ones and deletes the missing ones', async () => {
    const s = await session()
    const group = await createGroup(s, extras)
    const [huevo, jamon, aceitunas] = group.options
    const res = await send(s, 'PUT', `/option-groups/${group.id}`, {
      name: 'Agregados',
      minChoices: 1,
      maxChoices: 3,
      options: [
        { id: aceitunas.id, name: 'Aceitunas negras', priceDelta: 40_000, isAvailable: false },
        { name: 'Cheddar', priceDelta: 90_000 },
        { id: huevo.id, name: 'Huevo', priceDelta: 50_000 },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const body: OptionGroup = res.json()
    expect(body).toEqual({
      id: group.id,
      name: 'Agregados',
      minChoices: 1,
      maxChoices: 3,
      options: [
        { id: aceitunas.id, name: 'Aceitunas negras', priceDelta: 40_000, isAvailable: false },
        { id: expect.any(String), name: 'Cheddar', priceDelta: 90_000, isAvailable: true },
        { id: huevo.id, name: 'Huevo', priceDelta: 50_000, isAvailable: true },
      ],
      productIds: [],
    })
    const gone = await t.db.select().from(options).where(eq(options.id, jamon.id))
    expect(gone).toEqual([])
  })

  it('refuses an option id of another group (400) and changes nothing', async () => {
    const s = await session()
    const group = await createGroup(s, extras)
    const other = await createGroup(s, size)
    const res = await send(s, 'PUT', `/option-groups/${group.id}`, {
      ...extras,
      options: [...extras.options, { id: other.options[0].id, name: 'Robada', priceDelta: 0 }],
    })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: OPTION_NOT_FOUND_MESSAGE, code: 'VALIDATION' })
    const list: OptionGroup[] = (await send(s, 'GET', '/option-groups')).json()
    expect(list.find((g) => g.id === group.id)).toEqual(group)
    expect(list.find((g) => g.id === other.id)).toEqual(other)
  })

  it('refuses limits the options cannot meet (400)', async () => {
    const s = await session()
    const group = await createGroup(s, extras)
    const res = await send(s, 'PUT', `/option-groups/${group.id}`, { ...extras, maxChoices: 5 })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: optionMaxOverOptionsMessage(3), code: 'VALIDATION' })
  })
})

describe('DELETE /api/business/option-groups/:id', () => {
  it('deletes the group, its options and its links to products (204)', async () => {
    const s = await session()
    const product = await createProduct(t.db, s.business.id)
    const group = await createGroup(s, size)
    expect((await linkGroups(s, product.id, [group.id])).statusCode).toBe(200)
    const res = await send(s, 'DELETE', `/option-groups/${group.id}`)
    expect(res.statusCode).toBe(204)
    expect((await send(s, 'GET', '/option-groups')).json()).toEqual([])
    expect(await t.db.select().from(options).where(eq(options.groupId, group.id))).toEqual([])
    const links = await t.db
      .select()
      .from(productOptionGroups)
      .where(eq(productOptionGroups.productId, product.id))
    expect(links).toEqual([])
    const again = await send(s, 'DELETE', `/option-groups/${group.id}`)
    expect(again.statusCode).toBe(404)
  })
})

describe('PATCH /api/business/options/:id', () => {
  it('turns one option off and on, and answers it', async () => {
    const s = await session()
    const group = await createGroup(s, size)
    const grande = group.options[1]
    const off = await send(s, 'PATCH', `/options/${grande.id}`, { isAvailable: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({ ...grande, isAvailable: false })
    const on = await send(s, 'PATCH', `/options/${grande.id}`, { isAvailable: true })
    expect(on.json()).toEqual(grande)
  })
})

describe('PUT /api/business/products/:id/option-groups', () => {
  it('sets the groups a product offers, in order; a group shared by two products', async () => {
    const s = await session()
    const category = await createCategory(t.db, s.business.id, { name: 'Pizzas' })
    const a = await createProduct(t.db, s.business.id, { categoryId: category.id, position: 0 })
    const b = await createProduct(t.db, s.business.id, { categoryId: category.id, position: 1 })
    const sizeGroup = await createGroup(s, size)
    const extrasGroup = await createGroup(s, extras)

    const res = await linkGroups(s, a.id, [extrasGroup.id, sizeGroup.id])
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: a.id, optionGroupIds: [extrasGroup.id, sizeGroup.id] })
    expect((await linkGroups(s, b.id, [sizeGroup.id])).statusCode).toBe(200)

    const one = await send(s, 'GET', `/products/${a.id}`)
    expect(one.json().optionGroupIds).toEqual([extrasGroup.id, sizeGroup.id])
    const list = (await send(s, 'GET', '/products')).json()
    expect(list.map((p: { optionGroupIds: string[] }) => p.optionGroupIds)).toEqual([
      [extrasGroup.id, sizeGroup.id],
      [sizeGroup.id],
    ])
    const groups: OptionGroup[] = (await send(s, 'GET', '/option-groups')).json()
    const shared = groups.find((g) => g.id === sizeGroup.id)
    expect(shared?.productIds.toSorted()).toEqual([a.id, b.id].toSorted())
    expect(groups.find((g) => g.id === extrasGroup.id)?.productIds).toEqual([a.id])

    // Reordered, then emptied.
    const reordered = await linkGroups(s, a.id, [sizeGroup.id, extrasGroup.id])
    expect(reordered.json().optionGroupIds).toEqual([sizeGroup.id, extrasGroup.id])
    const emptied = await linkGroups(s, a.id, [])
    expect(emptied.json().optionGroupIds).toEqual([])
    expect((await send(s, 'GET', `/products/${b.id}`)).json().optionGroupIds).toEqual([
      sizeGroup.id,
    ])
  })

  it('refuses an unknown group or another shop’s (404) and changes nothing', async () => {
    const s = await session()
    const other = await session()
    const product = await createProduct(t.db, s.business.id)
    const own = await createGroup(s, size)
    const foreign = await createGroup(other, extras)
    expect((await linkGroups(s, product.id, [own.id])).statusCode).toBe(200)
    for (const groupId of [foreign.id, '3f2c0a1e-1111-4222-8333-444455556666']) {
      const res = await linkGroups(s, product.id, [own.id, groupId])
      expect(res.statusCode).toBe(404)
      expect(errorOf(res)).toEqual({
        error: OPTION_GROUP_NOT_FOUND_MESSAGE,
        code: 'OPTION_GROUP_NOT_FOUND',
      })
    }
    expect((await send(s, 'GET', `/products/${product.id}`)).json().optionGroupIds).toEqual([
      own.id,
    ])
    const foreignLinks = await t.db
      .select()
      .from(productOptionGroups)
      .where(eq(productOptionGroups.groupId, foreign.id))
    expect(foreignLinks).toEqual([])
  })

  it('refuses a malformed or repeated group id (400)', async () => {
    const s = await session()
    const product = await createProduct(t.db, s.business.id)
    const group = await createGroup(s, size)
    for (const groupIds of [['no-es-un-id'], [group.id, group.id]]) {
      const res = await linkGroups(s, product.id, groupIds)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION')
    }
  })
})

describe('another shop’s group, option or product', () => {
  it('answers 404 with the catalogue’s message and changes nothing', async () => {
    const victim = await session()
    const intruder = await session()
    const product = await createProduct(t.db, victim.business.id)
    const group = await createGroup(victim, size)
    expect((await linkGroups(victim, product.id, [group.id])).statusCode).toBe(200)
    const own = await createGroup(intruder, extras)

    const groupGone = { error: OPTION_GROUP_NOT_FOUND_MESSAGE, code: 'OPTION_GROUP_NOT_FOUND' }
    const attempts = [
      [await send(intruder, 'PUT', `/option-groups/${group.id}`, size), groupGone],
      [await send(intruder, 'DELETE', `/option-groups/${group.id}`), groupGone],
      [
        await send(intruder, 'PATCH', `/options/${group.options[0].id}`, { isAvailable: false }),
        { error: OPTION_NOT_FOUND_MESSAGE, code: 'OPTION_NOT_FOUND' },
      ],
      [
        await linkGroups(intruder, product.id, [own.id]),
        { error: PRODUCT_NOT_FOUND_MESSAGE, code: 'PRODUCT_NOT_FOUND' },
      ],
    ] as const
    for (const [res, expected] of attempts) {
      expect(res.statusCode).toBe(404)
      expect(errorOf(res)).toEqual(expected)
    }
    expect((await send(intruder, 'GET', '/option-groups')).json()).toEqual([own])
    const victimGroups: OptionGroup[] = (await send(victim, 'GET', '/option-groups')).json()
    expect(victimGroups).toEqual([{ ...group, productIds: [product.id] }])
  })
})

describe('the public menu', () => {
  it('shows each product’s groups in its order, options in order, sold-out ones included', async () => {
    const s = await session()
    const category = await createCategory(t.db, s.business.id, { name: 'Pizzas' })
    const a = await createProduct(t.db, s.business.id, { categoryId: category.id, position: 0 })
    const b = await createProduct(t.db, s.business.id, { categoryId: category.id, position: 1 })
    const plain = await createProduct(t.db, s.business.id, { categoryId: category.id })
    const sizeGroup = await createGroup(s, size)
    const extrasGroup = await createGroup(s, {
      ...extras,
      options: extras.options.map((o, i) => ({ ...o, isAvailable: i !== 1 })),
    })
    await linkGroups(s, a.id, [extrasGroup.id, sizeGroup.id])
    await linkGroups(s, b.id, [sizeGroup.id, extrasGroup.id])

    const publicOf = ({ productIds: _, ...group }: OptionGroup) => group
    expect((await menuProduct(s, a.id))?.optionGroups).toEqual([
      publicOf(extrasGroup),
      publicOf(sizeGroup),
    ])
    expect((await menuProduct(s, b.id))?.optionGroups).toEqual([
      publicOf(sizeGroup),
      publicOf(extrasGroup),
    ])
    expect(extrasGroup.options[1]).toMatchObject({ name: 'Jamón', isAvailable: false })
    expect((await menuProduct(s, plain.id))?.optionGroups).toEqual([])
  })

  it('runs four statements with options, as without', async () => {
    const s = await session()
    const group = await createGroup(s, size)
    for (let i = 0; i < 10; i++) {
      const p = await createProduct(t.db, s.business.id)
      await linkGroups(s, p.id, [group.id])
    }
    t.queries.length = 0
    const res = await t.app.inject(`/api/public/menu/${s.business.slug}`)
    expect(res.statusCode).toBe(200)
    expect(t.queries.length).toBeLessThanOrEqual(4)
  })

  it('shows a panel write at the next request', async () => {
    const s = await session()
    const product = await createProduct(t.db, s.business.id)
    const group = await createGroup(s, size)
    // Read once so the menu is cached, then change it through each kind of write.
    expect((await menuProduct(s, product.id))?.optionGroups).toEqual([])

    await linkGroups(s, product.id, [group.id])
    expect((await menuProduct(s, product.id))?.optionGroups.map((g) => g.name)).toEqual(['Tamaño'])

    await send(s, 'PATCH', `/options/${group.options[1].id}`, { isAvailable: false })
    expect((await menuProduct(s, product.id))?.optionGroups[0].options[1].isAvailable).toBe(false)

    await send(s, 'PUT', `/option-groups/${group.id}`, {
      ...size,
      name: 'Tamaño de la pizza',
      options: [{ id: group.options[0].id, name: 'Chica', priceDelta: 0 }],
    })
    const renamed = (await menuProduct(s, product.id))?.optionGroups[0]
    expect(renamed?.name).toBe('Tamaño de la pizza')
    expect(idsOf({ ...renamed!, productIds: [] })).toEqual([group.options[0].id])

    await send(s, 'DELETE', `/option-groups/${group.id}`)
    expect((await menuProduct(s, product.id))?.optionGroups).toEqual([])
  })
})
