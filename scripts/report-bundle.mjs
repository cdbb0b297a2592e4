// After `vite build`: pre-compresses the web app (served as is by the server) and reports the JS
// each public screen loads, failing the build when a budget (docs/product.md#budgets) is exceeded.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist/web')
const readManifest = (name) => JSON.parse(readFileSync(path.join(dist, '.vite', name), 'utf8'))
const manifests = {
  app: readManifest('manifest.json'),
  menu: readManifest('menu-manifest.json'),
  customer: readManifest('customer-manifest.json'),
}
/** The entry each page of a build loads before its screen's module. */
const ENTRIES = { app: 'index.html', customer: 'customer.tsx' }

const KB = 1024
// react-router 8 (the router of every app screen, docs/product.md#budgets) weighs 0.6 KB more than 7
// gzipped at level 9 as counted here, 0.62 KB at zlib's default level (e2e/storefront.spec.ts).
const ROUTER_8 = 0.7 * KB
// A shop's team (docs/product.md#team): the invitation link's route, the member's role read from
// the session and the panel's role checks in the route table's list of files, 0.15 KB on every
// public page (the invitation page and the team's screens themselves load apart).
const TEAM = 0.2 * KB
// Answering in time and orders for later (docs/product.md#answer-in-time, #busy,
// #scheduled-orders), 0.17, 0.14 and 0.35 KB as counted here: the storefront's 'Cerrado ahora ·
// Pedí para más tarde' and 'Mucho trabajo' in its delivery times (busyExtra's rule and its clock); the
// checkout's '¿Para cuándo?' state, its lazy entry and 'Ir a pagar' waiting for a slot (the picker
// and its call for the slots load apart, only for a shop that takes orders for later); the order
// page's late notice with its clock, the phone link and the timer's rejection (the wording of the
// slot loads apart, only for an order for later). With the panel's and the server's share of the
// same work merged (the route table's new panel files, the order's new fields and the scheduling
// refusals' schema), every app screen a few dozen bytes more.
const LATER = { menu: 0.1 * KB, storefront: 0.3 * KB, checkout: 0.4 * KB, order: 0.5 * KB }
// Customers who come back, the three merged, 0.3, 0.7, 1.0 and 1.1 KB as counted here:
// - 'Repetir pedido' (docs/product.md#repeat-order): the order page's button and the lazy entry of
//   its notice (the call, the cart and the notice load on the click); the storefront and the
//   checkout pay for the shop's cart code, which the notice writes too, in a file of its own.
// - Clientes and Cupones (docs/product.md#customers, #coupons): their entries in the route table
//   and their paths, on every app screen.
// - The checkout's 'Tengo un cupón' (its lazy entry, the coupon's line in the totals, its code in
//   the order and its refusal at the field; the field, its call, the coupon's rules and words load
//   apart); the order page's coupon line in the receipt and in the WhatsApp text.
const COME_BACK = { menu: 0.3 * KB, storefront: 0.7 * KB, checkout: 1.0 * KB, order: 1.1 * KB }
// Pictures sized to their box (docs/product.md#budgets): the shared `<picture>` and its srcset
// builder (web/components/Picture.tsx, domain/pictures/variants.ts), one file of 0.6 to 0.7 KB as
// counted here on every screen that shows an uploaded picture. It saves far more than it weighs:
// an 80 px row loads a 2 KB copy instead of the 10–60 KB picture.
const PICTURES = 0.7 * KB
// The sign-in screens, the registration and the customer's home load their forms, captcha and
// address dialog apart (docs/decisions/0006-bundle-driven-splits.md): the route table's list of
// files to preload grew by a few names, 43 bytes on every app screen, which the menu in the app,
// 26 bytes under its edge, could not absorb.
const SPLIT_NAMES = 0.1 * KB
// The route table split into the customer's screens and the app's, and the start that both builds
// share (docs/decisions/0021-light-customer-runtime.md): 0.1 KB on each app screen.
const SPLIT = 0.1 * KB
// The checkout asks for its form's schema at the customer's first touch or key
// (web/lib/intent.ts), a file it shares with the sign-in screens and the customer's home: 0.2 KB.
const INTENT = 0.2 * KB
// Money and distances written out as es-AR writes them, not by Intl's formatters, whose first one
// loads the locale's data: 30–40 ms of a phone's main thread before a customer page answers
// (domain/money/rules.ts, docs/product.md#fast-public-pages). 0.1 KB on the app's screens.
const WRITTEN_OUT = 0.1 * KB
/**
 * The customer pages as a phone opens them: the light build's entry (web/customer.tsx, on Preact's
 * compatible runtime and the small router of docs/decisions/0022-customer-router.md) and the
 * screen's files. At most 60 KB each (docs/product.md#budgets); each budget is its page's measured
 * weight and a fifth of a KB, so a page that grows is seen.
 */
const CUSTOMER_PAGES = [
  ['/', 'features/info/pages/LandingPage.tsx', 29.0],
  ['/client/home', 'features/directory/pages/ClientHomePage.tsx', 27.4],
  ['/explorar/restaurantes', 'features/directory/pages/ExplorePage.tsx', 31.1],
  ['/negocio/{slug}', 'features/storefront/pages/StorefrontPage.tsx', 31.0],
  ['/editar-pedido/{slug}', 'features/storefront/pages/CheckoutPage.tsx', 40.3],
  ['/pedido/{id}', 'features/customer-orders/pages/OrderPage.tsx', 35.4],
  ['/menu/{slug} (opened from a link)', 'features/menu/pages/MenuPage.tsx', 29.1],
  ['/login', 'features/auth/pages/LoginPage.tsx', 29.5],
  ['/forgot-password', 'features/auth/pages/ForgotPasswordPage.tsx', 28.7],
  ['/reset-password/{token}', 'features/auth/pages/ResetPasswordPage.tsx', 29.3],
  ['/registro-comercio', 'features/registration/pages/RegisterPage.tsx', 26.4],
  ['/verificar-comercio', 'features/registration/pages/VerifyPage.tsx', 45.1],
  ['/registro-comercio/detalles', 'features/registration/pages/DetailsPage.tsx', 46.6],
  ['/terminos', 'features/info/pages/TermsPage.tsx', 29.0],
  ['/privacidad', 'features/info/pages/PrivacyPage.tsx', 28.7],
  ['/link-expirado', 'features/info/pages/LinkExpiredPage.tsx', 24.0],
  ['/perfil', 'features/info/pages/ProfilePage.tsx', 26.6],
  ['/promos', 'features/directory/pages/PromosPage.tsx', 37.1],
  ['/orders', 'features/customer-orders/pages/CustomerOrdersPage.tsx', 29.6],
].map(([page, module, limit]) => ({
  screen: `${page} (customer build)`,
  manifest: 'customer',
  module,
  limit: Math.min(limit, 60) * KB,
}))
const budgets = [
  // The operator console's one entry in the route table (/admin/*) and the plan's gate on the
  // public pages, merged, pass three budgets by 0.1 to 0.2 KB, the checkout 0.3 KB with the plan's
  // screens in the panel's route table (docs/product.md#operators).
  // The QR menu as a customer opens it, drawn by the server: what adopts it is its own script
  // (vite.menu.config.ts), not the app's.
  {
    screen: '/menu/{slug} (server-drawn)',
    manifest: 'menu',
    entry: 'features/menu/island.tsx',
    limit: 60 * KB,
  },
  // The same screen opened inside the running app.
  {
    screen: '/menu/{slug} (in the app)',
    module: 'features/menu/pages/MenuPage.tsx',
    limit:
      120.2 * KB +
      ROUTER_8 +
      TEAM +
      LATER.menu +
      COME_BACK.menu +
      PICTURES +
      SPLIT_NAMES +
      SPLIT +
      WRITTEN_OUT,
  },
  // The storefront sat at its 120 KB edge; the shop's payment methods (docs/product.md#payments)
  // passed it by a tenth of a KB as a browser counts it, and the pause of its orders
  // (docs/product.md#pause: the notice, its clock and Argentina's time of day) by 1.8 KB more; a
  // shop that takes no orders by its plan or is suspended (docs/product.md#plan-payments) 0.2 KB.
  {
    screen: '/negocio/{slug}',
    module: 'features/storefront/pages/StorefrontPage.tsx',
    limit:
      122.5 * KB +
      ROUTER_8 +
      TEAM +
      LATER.storefront +
      COME_BACK.storefront +
      PICTURES +
      SPLIT +
      WRITTEN_OUT,
  },
  // The order's two screens, reached from a phone in the middle of ordering. The checkout checks
  // its form with a schema loaded apart (zod and the phone library, ~53 KB more), not counted
  // here; the form library (react-hook-form, ~12 KB) is. '¿Cómo pagás?' (docs/product.md#payments)
  // added 0.6 KB to it after its choices, the money field and the Mercado Pago call were split off;
  // the pause of a shop's orders (docs/product.md#pause) 1.8 KB; a shop that takes no orders by its
  // plan or is suspended (docs/product.md#plan-payments) 0.2 KB (react-router 8's 0.7 KB included).
  // Its form then left react-hook-form for the hook of the sign-in screens (web/hooks/usePlainForm.ts):
  // 151.6 KB before (150 KB + TEAM + LATER.checkout + COME_BACK.checkout), 140.1 KB after, its
  // budget that figure and a tenth of a KB.
  {
    screen: '/editar-pedido/{slug}',
    module: 'features/storefront/pages/CheckoutPage.tsx',
    limit: 140.2 * KB + PICTURES + SPLIT + INTENT,
  },
  {
    screen: '/pedido/{id}',
    module: 'features/customer-orders/pages/OrderPage.tsx',
    limit: 130 * KB + ROUTER_8 + TEAM + LATER.order + COME_BACK.order + PICTURES + SPLIT,
  },
  ...CUSTOMER_PAGES,
]

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  )
}

for (const file of walk(dist)) {
  if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes('.vite')) continue
  const body = readFileSync(file)
  if (body.length < 1024) continue
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
}

/** JS files a page loads: the entry, the route module and everything they import statically. */
function closure(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) continue
    seen.add(chunk.file)
    closure(manifest, chunk.imports ?? [], seen)
  }
  return seen
}

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
let failed = false
for (const budget of budgets) {
  const manifest = manifests[budget.manifest ?? 'app']
  const keys = budget.entry ? [budget.entry] : [ENTRIES[budget.manifest ?? 'app'], budget.module]
  if (!keys.every((key) => manifest[key])) {
    console.error(`Budget: ${keys.join(', ')} not in the build manifest`)
    failed = true
    continue
  }
  const files = [...closure(manifest, keys)]
  const total = files.reduce((sum, f) => sum + gz(f), 0)
  const verdict = total <= budget.limit ? 'ok' : 'OVER BUDGET'
  console.log(
    `JS for ${budget.screen}: ${(total / KB).toFixed(1)} KB gzipped in ${files.length} files ` +
      `(budget ${(budget.limit / KB).toFixed(1)} KB) ${verdict}`,
  )
  for (const f of files) console.log(`  ${(gz(f) / KB).toFixed(1).padStart(7)} KB  ${f}`)
  if (total > budget.limit) failed = true
}
if (failed) process.exit(1)
