import type { FastifyInstance } from 'fastify'
import { panelPath, requireOwner } from '../lib/auth'
import { routeCapability } from '../../domain/team/permissions'
import { refuseShopToken, requireOperator } from '../lib/operator-auth'
import activityRoutes from '../modules/activity/routes'
import adminActivityRoutes from '../modules/admin-activity/routes'
import devOperatorRoutes from '../modules/admin-auth/dev-routes'
import adminSignInRoutes from '../modules/admin-auth/routes'
import adminSessionRoutes from '../modules/admin-auth/session-routes'
import adminOverviewRoutes from '../modules/admin-overview/routes'
import adminShopRoutes from '../modules/admin-shops/routes'
import authRoutes from '../modules/auth/routes'
import captchaRoutes from '../modules/captcha/routes'
import categoryRoutes from '../modules/categories/routes'
import couponRoutes from '../modules/coupons/routes'
import publicCouponRoutes from '../modules/coupons/public-routes'
import customerOrderRoutes from '../modules/customer-orders/routes'
import customerRoutes from '../modules/customers/routes'
import exploreRoutes from '../modules/explore/routes'
import geoRoutes from '../modules/geo/routes'
import healthRoutes from '../modules/health/routes'
import metricsRoutes from '../modules/metrics/routes'
import orderEventRoutes from '../modules/order-events/routes'
import orderRoutes from '../modules/orders/routes'
import { orderSettingsRoutes, orderTimingRoutes } from '../modules/order-timer/routes'
import pauseRoutes from '../modules/pause/routes'
import devPlanRoutes from '../modules/plan/dev-routes'
import devPaymentRoutes from '../modules/payments/dev-routes'
import paymentRoutes from '../modules/payments/routes'
import paymentSettingsRoutes from '../modules/payments/settings-routes'
import { planRoutes, planWebhookRoutes } from '../modules/plan/routes'
import productOptionRoutes from '../modules/product-options/routes'
import productRoutes from '../modules/products/routes'
import promoRoutes from '../modules/promos/routes'
import publicMenuRoutes from '../modules/public-menu/routes'
import publicOrderRoutes from '../modules/public-orders/routes'
import publicSlotRoutes from '../modules/public-slots/routes'
import pushRoutes from '../modules/push/routes'
import registrationRoutes from '../modules/registration/routes'
import settingsRoutes from '../modules/settings/routes'
import statsRoutes from '../modules/stats/routes'
import invitationRoutes from '../modules/team/invitation-routes'
import teamRoutes from '../modules/team/routes'
import { forgetMenuOnWrite } from './menu-writes'
import { registerMultipart } from './plugins'

/** The API's route tree, registered under /api: public areas, accounts, then the shop's panel. */
export async function apiRoutes(api: FastifyInstance) {
  await api.register(healthRoutes)
  await api.register(metricsRoutes)
  await api.register(publicMenuRoutes)
  await api.register(exploreRoutes)
  await api.register(publicOrderRoutes)
  await api.register(publicSlotRoutes)
  await api.register(publicCouponRoutes)
  await api.register(customerOrderRoutes)
  await api.register(paymentRoutes)
  await api.register(planWebhookRoutes)
  // The fake checkout marks orders paid: it exists in the demo only, whatever the provider.
  if (api.config.BARRIO_MODE === 'demo' && api.config.PAYMENTS_PROVIDER === 'fake') {
    await api.register(devPaymentRoutes)
  }
  // An operator without the command line, for the end-to-end tests: the demo only.
  if (api.config.BARRIO_MODE === 'demo') await api.register(devOperatorRoutes)
  // Moving a shop's plan dates by hand is the demo's only (docs/product.md#plan-payments).
  if (api.config.BARRIO_MODE === 'demo') await api.register(devPlanRoutes)
  await api.register(promoRoutes)
  await api.register(authRoutes, { prefix: '/auth' })
  await api.register(registrationRoutes, { prefix: '/auth' })
  await api.register(invitationRoutes, { prefix: '/auth' })
  await api.register(captchaRoutes)
  await api.register(geoRoutes)
  await api.register(panelRoutes, { prefix: '/business' })
  await api.register(adminRoutes, { prefix: '/admin' })
}

/**
 * Barrio's operator console, under /api/admin (docs/product.md#operators): a shop's token is
 * refused on every route; past sign-in, only an operator's complete session opens them.
 */
async function adminRoutes(admin: FastifyInstance) {
  admin.addHook('onRequest', refuseShopToken)
  await admin.register(adminSignInRoutes)
  await admin.register(operatorConsoleRoutes)
}

/** The console's routes: an operator past both steps of the sign-in. */
async function operatorConsoleRoutes(consoleApi: FastifyInstance) {
  // onRequest: a stranger is refused before any body is read or validated.
  consoleApi.addHook('onRequest', requireOperator)
  await consoleApi.register(adminSessionRoutes)
  await consoleApi.register(adminActivityRoutes)
  await consoleApi.register(adminOverviewRoutes)
  await consoleApi.register(adminShopRoutes)
}

/** The shop's panel, under /api/business: its owner and team, each as their role allows. */
async function panelRoutes(business: FastifyInstance) {
  // A route without a rule in the permission map would be refused to everyone: refuse to start.
  business.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (!routeCapability(method, panelPath(route.url))) {
        throw new Error(`${method} ${route.url} has no rule in domain/team/permissions.ts`)
      }
    }
  })
  // onRequest: a stranger, or a member whose role does not allow the route, is refused before any
  // body (an upload) is read or validated.
  business.addHook('onRequest', requireOwner)
  await registerMultipart(business)
  await business.register(statsRoutes)
  await business.register(orderRoutes)
  await business.register(orderTimingRoutes)
  await business.register(orderEventRoutes)
  await business.register(pushRoutes)
  await business.register(planRoutes)
  await business.register(teamRoutes)
  await business.register(activityRoutes)
  await business.register(couponRoutes)
  await business.register(customerRoutes)
  await business.register(menuRoutes)
}

/** The panel's routes that write the shop's public menu. */
async function menuRoutes(menu: FastifyInstance) {
  menu.addHook('onSend', forgetMenuOnWrite)
  await menu.register(productRoutes)
  await menu.register(productOptionRoutes)
  await menu.register(categoryRoutes)
  await menu.register(settingsRoutes)
  // The methods a shop accepts are part of its public menu.
  await menu.register(paymentSettingsRoutes)
  // So is a pause of its orders.
  await menu.register(pauseRoutes)
  // And the wait it shows, with 'Mucho trabajo', and whether it takes orders for later.
  await menu.register(orderSettingsRoutes)
}
