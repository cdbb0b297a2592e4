/** Every client route, written once (docs/product.md#screens route table). */
export const paths = {
  landing: '/',
  clientHome: '/client/home',
  exploreRestaurants: '/explorar/restaurantes',
  menu: (slug: string) => `/menu/${encodeURIComponent(slug)}`,
  linkExpired: '/link-expirado',
  terms: '/terminos',
  privacy: '/privacidad',
  register: '/registro-comercio',
  verify: '/verificar-comercio',
  registerDetails: '/registro-comercio/detalles',
  storefront: (slug: string) => `/negocio/${encodeURIComponent(slug)}`,
  checkout: (slug: string) => `/editar-pedido/${encodeURIComponent(slug)}`,
  /**
   * docs/product.md#real-orders: the customer's order page, opened with the order's unguessable
   * token.
   */
  order: (id: string, token: string) =>
    `/pedido/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`,
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  business: {
    root: '/business',
    home: '/business/home',
    orders: '/business/pedidos',
    products: '/business/productos',
    addProduct: '/business/productos/agregar',
    editProduct: (id: string) => `/business/productos/editar/${encodeURIComponent(id)}`,
    categories: '/business/categorias',
    settings: '/business/configuracion',
    qrMenu: '/business/menu-qr',
    /** docs/product.md#customers. */
    customers: '/business/clientes',
    /** docs/product.md#coupons. */
    coupons: '/business/cupones',
    plans: '/business/planes',
  },
  /** docs/product.md#operators: Barrio's own console, apart from every shop's panel. */
  admin: {
    root: '/admin',
    login: '/admin/login',
    panorama: '/admin/panorama',
    shops: '/admin/comercios',
    activity: '/admin/actividad',
  },
  profile: '/perfil',
  promos: '/promos',
  orders: '/orders',
} as const
