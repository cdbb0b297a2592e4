import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../server/db/client'

export interface BenchShops {
  /** The slug of the shop measured (the first). */
  slug: string
  /** Its products. */
  products: number
  /** Shops beside it ('otro-1'…), with `otherProducts` products each. */
  others?: number
  otherProducts?: number
  /** A product's picture: an SQL text expression of `i` (the shop, 0 first) and `p` (from 1). */
  image: SQL
}

/**
 * Shops for a benchmark, in a handful of statements: each open all week, with 8 categories and its
 * products, a description of two sentences, a discount on every fifth and every eleventh out of
 * stock. Owners are placeholders nobody signs in as.
 */
export async function insertBenchShops(db: Db, shops: BenchShops) {
  const { slug, products, others = 0, otherProducts = 0, image } = shops
  const description = 'Masa madre, salsa de tomate de estación, muzzarella y orégano. '.repeat(2)
  await db.execute(sql`
    insert into users (id, email, password_hash)
    select md5('u' || i)::uuid, 'owner' || i || '@example.com', 'x'
    from generate_series(0, ${others}) i`)
  await db.execute(sql`
    insert into businesses (id, owner_id, name, slug, address, city, province)
    select md5('b' || i)::uuid, md5('u' || i)::uuid, 'Comercio ' || i,
      case when i = 0 then ${slug} else 'otro-' || i end, 'Av. Colón ' || i, 'Córdoba', 'Córdoba'
    from generate_series(0, ${others}) i`)
  await db.execute(sql`
    insert into opening_hours (business_id, day_of_week, open_time, close_time)
    select md5('b' || i)::uuid, d, '00:00', '00:00'
    from generate_series(0, ${others}) i cross join generate_series(0, 6) d`)
  await db.execute(sql`
    insert into categories (id, business_id, name, position, image_url)
    select md5('c' || i || '-' || c)::uuid, md5('b' || i)::uuid, 'Categoría ' || c, c,
      '/presets/minutas.jpg'
    from generate_series(0, ${others}) i cross join generate_series(0, 7) c`)
  await db.execute(sql`
    insert into products (business_id, category_id, name, description, price, has_discount,
      discount_price, is_available, image_url, position)
    select md5('b' || i)::uuid, md5('c' || i || '-' || (p % 8))::uuid, 'Producto ' || p,
      ${description}, 100000 + p * 2500, p % 5 = 0,
      case when p % 5 = 0 then 90000 + p * 2000 end, p % 11 <> 0, ${image}, p
    from generate_series(0, ${others}) i
    cross join generate_series(1, ${Math.max(products, otherProducts)}) p
    where (i = 0 and p <= ${products}) or (i > 0 and p <= ${otherProducts})`)
  await db.execute(sql`analyze`)
}
