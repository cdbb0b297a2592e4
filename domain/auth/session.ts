/**
 * docs/product.md#entities 'Session user': the claims of the signed access token, plus exp. Kept apart from the
 * auth schemas so the session code on every page does not pull zod or the phone library.
 */
export const ROLE_BUSINESS_OWNER = 'BUSINESS_OWNER'

export interface SessionClaims {
  userId: string
  email: string
  role: string
  businessName: string
  plan: string
  subscriptionPaid: boolean
  expiresAt: string | null
  /**
   * docs/product.md#team: the member's role in the shop ('owner', 'manager', 'staff'), a claim of
   * its own beside `role`; absent in tokens signed before teams, which were all owners'.
   */
  memberRole?: string
  exp: number
}
