import { sql } from 'drizzle-orm'
import { DEFAULT_MAP_CENTER } from '../../domain/constants'
import type { Db } from '../db/client'

/**
 * Synthetic shops for measuring the directory at scale (docs/product.md#near-me: it stays fast
 * with 100,000 shops): `npm run seed:scale`, `npm run bench:directory` and bench/explore.ts. Never
 * seeded by start-up. Set-based SQL (generate_series), so 100,000 shops take seconds on PostgreSQL.
 *
 * Shops `local-<i>` are spread over 60 towns about 40 km apart (a country, not one city): each town
 * holds about N/60 shops within 8 km of its centre, and 1 % deliver up to 60 km. Hours follow eight
 * patterns; one shop in five has none. Each owner is `owner<i>@example.com` with an unusable
 * password. A later call adds shops after the ones already there, beside any other data.
 */
export interface SyntheticShopsOptions {
  shops: number
  /** Products per shop, split between two categories; none by default. */
  productsPerShop?: number
}

export async function seedSyntheticShops(
  db: Db,
  { shops, productsPerShop = 0 }: SyntheticShopsOptions,
): Promise<{ first: number; last: number }> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select cast(coalesce(max(cast(substring(slug from '^local-([0-9]+)$') as int)), 0) as int) as n
    from businesses`)
  const first = rows[0].n + 1
  const last = first + shops - 1
  await db.execute(sql`
    insert into users (id, email, password_hash)
    select md5('u' || i)::uuid, 'owner' || i || '@example.com', 'x'
    from generate_series(${first}::int, ${last}::int) i`)
  await db.execute(sql`
    insert into businesses (id, owner_id, name, slug, city, lat, lng, supports_pickup,
      supports_delivery, delivery_radius_meters)
    select md5('b' || i)::uuid, md5('u' || i)::uuid,
      initcap(substr(md5('n' || i), 1, 6)) || ' ' || i, 'local-' || i, 'Ciudad ' || (i % 60),
      ${DEFAULT_MAP_CENTER.lat} - (i % 60) / 10 * 0.36 + (random() - 0.5) * 0.14,
      ${DEFAULT_MAP_CENTER.lng} - (i % 60) % 10 * 0.45 + (random() - 0.5) * 0.17,
      i % 3 <> 0, i % 2 = 0,
      case when i % 100 = 0 then 60000 else 3000 + (i % 8) * 1000 end
    from generate_series(${first}::int, ${last}::int) i`)
  await db.execute(sql`
    insert into opening_hours (business_id, day_of_week, open_time, close_time)
    select md5('b' || i)::uuid, d, t.open_time::time, t.close_time::time
    from generate_series(${first}::int, ${last}::int) i
    cross join generate_series(0, 6) d
    join (values
      (0, '12:00', '15:00'), (0, '20:00', '23:30'),
      (1, '08:00', '20:00'),
      (2, '19:00', '02:00'),
      (3, '11:30', '16:00'), (3, '21:30', '01:00'),
      (4, '00:00', '00:00'),
      (5, '22:00', '23:00'), (6, '09:00', '13:00'), (7, '18:00', '23:59')
    ) as t(pattern, open_time, close_time) on t.pattern = i % 10
    where (i + d) % 7 <> 0`)
  if (productsPerShop > 0) {
    await db.execute(sql`
      insert into categories (id, business_id, name, position)
      select md5('c' || i || '-' || k)::uuid, md5('b' || i)::uuid, c.name, k
      from generate_series(${first}::int, ${last}::int) i
      cross join (values (0, 'Principales'), (1, 'Bebidas')) as c(k, name)`)
    await db.execute(sql`
      insert into products (business_id, category_id, name, description, price, position)
      select md5('b' || i)::uuid, md5('c' || i || '-' || (p % 2))::uuid, 'Producto ' || p,
        'Hecho en el día', 150000 + ((i * 7 + p * 13) % 40) * 10000, p
      from generate_series(${first}::int, ${last}::int) i
      cross join generate_series(1, ${productsPerShop}::int) p`)
  }
  await db.execute(sql`analyze`)
  return { first, last }
}
