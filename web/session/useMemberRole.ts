import { can, type Capability, type MemberRole } from '../../domain/team/permissions'
import { useOptionalSession } from './useSession'

/**
 * docs/product.md#team: the signed-in member's role in the shop. Outside a session (a screen shown
 * on its own) it is the owner's, who sees everything.
 */
export function useMemberRole(): MemberRole {
  return useOptionalSession()?.user?.memberRole ?? 'owner'
}

/** Whether the signed-in member may use a capability; the panel hides what they cannot do. */
export const useCan = (capability: Capability): boolean => can(useMemberRole(), capability)
