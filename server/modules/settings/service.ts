import { eq } from 'drizzle-orm'
import { planLabel } from '../../../domain/constants'
import type { Profile } from '../../../domain/profile'
import type { Db } from '../../db/client'
import { businesses, users } from '../../db/schema'
import { notFound } from '../../lib/errors'

export async function getProfile(db: Db, businessId: string): Promise<Profile> {
  const [row] = await db
    .select({ user: users, business: businesses })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, businessId))
    .limit(1)
  if (!row) throw notFound('No encontramos tu comercio.', 'BUSINESS_NOT_FOUND')
  const { user, business } = row
  return {
    email: user.email,
    businessName: business.name,
    slug: business.slug,
    plan: planLabel(business.plan),
    subscriptionPaid: business.subscriptionPaid,
    expiresAt: business.expiresAt?.toISOString() ?? null,
    business: {
      name: business.name,
      taxId: business.taxId,
      address: business.address,
      city: business.city,
      province: business.province,
      zipCode: business.zipCode,
      logoUrl: business.logoUrl,
      coverUrl: business.coverUrl,
    },
  }
}
