import type { onSendHookHandler } from 'fastify'

/**
 * What the panel's menu routes write is the shop's public menu: once a write is answered, this
 * process's next menu request reads it (other processes hear the database's NOTIFY;
 * docs/ARCHITECTURE.md#menu-cache).
 */
export const forgetMenuOnWrite: onSendHookHandler = (request, _reply, payload, done) => {
  if (request.method !== 'GET' && request.owner) {
    request.server.menuCache.invalidate(request.owner.businessId)
  }
  done(null, payload)
}
