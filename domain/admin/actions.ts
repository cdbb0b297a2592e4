/**
 * The audit log's actions (docs/product.md#operators) as 'Actividad' names them. An action with no
 * name here is shown as it is stored.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'operator.create': 'Alta o reinicio de operador',
  'operator.activate': 'Eligió su contraseña',
  'operator.totp-setup': 'Vinculó su app de autenticación',
  'operator.sign-in': 'Ingresó',
  'operator.sign-out': 'Cerró sesión',
  'operator.sign-out-all': 'Cerró todas sus sesiones',
  'plan.extend': 'Extendió el plan',
  'shop.suspend': 'Suspendió el comercio',
  'shop.reactivate': 'Reactivó el comercio',
}

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action

/** How an operator passed the code step, as the log's details say it. */
export const SIGN_IN_METHOD_LABELS: Record<string, string> = {
  totp: 'con la app de autenticación',
  recovery: 'con un código de recuperación',
}
