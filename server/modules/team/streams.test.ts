import { describe, expect, it } from 'vitest'
import { joinTeam } from '../../test/team'
import { placePickupOrder, shopWithOwner } from '../../test/orders'
import { openOwnerStream } from '../../test/sse'
import { useTestApp } from '../../test/use-test-app'

/*
 * A member removed, or given another role, is out at once (docs/product.md#team): their open live
 * order stream ends, while the owner's and the rest of the team's go on.
 */

const t = useTestApp({ listen: true })

const ends: [string, (owner: Record<string, string>, userId: string) => Promise<number>][] = [
  [
    'removed',
    async (owner, userId) =>
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/business/team/members/${userId}`,
          headers: owner,
        })
      ).statusCode,
  ],
  [
    'given another role',
    async (owner, userId) =>
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/business/team/members/${userId}`,
          headers: owner,
          payload: { role: 'manager' },
        })
      ).statusCode,
  ],
]

describe('a member’s live order stream', () => {
  it.each(ends)('ends at once when they are %s; the others’ go on', async (_name, end) => {
    const shop = await shopWithOwner(t)
    const member = await joinTeam(t, shop.headers, 'staff')
    const colleague = await joinTeam(t, shop.headers, 'staff')
    const streams = {
      member: await openOwnerStream(t.baseUrl, member.headers),
      colleague: await openOwnerStream(t.baseUrl, colleague.headers),
      owner: await openOwnerStream(t.baseUrl, shop.headers),
    }
    try {
      await Promise.all(Object.values(streams).map((s) => s.ready()))
      expect(await end(shop.headers, member.userId)).toBe(200)
      // Placed at once, before the stream is seen to end: the end reaches it first.
      const order = await placePickupOrder(t.app, shop)
      await streams.owner.waitForEvent(order.id, 'created')
      await streams.colleague.waitForEvent(order.id, 'created')
      expect((await streams.member.waitForEnd()).failure).toBeNull()
      expect(streams.member.orderEvents()).toEqual([])
    } finally {
      await Promise.all(Object.values(streams).map((s) => s.abort()))
    }
  })
})
