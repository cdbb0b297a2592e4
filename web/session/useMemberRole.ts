import { useContext } from 'react'
import { can, type Capability, type MemberRole } from '../../domain/team/permissions'
import { SessionContext } from './SessionProvider'

/**
 * docs/product.md#team: the signed-in member's role in the shop. Outside a session (a screen shown
 * on its own) it is the owner's, who sees everything.
 */
export function useMemberRole(): MemberRole {
  return useContext(SessionContext)?.user?.memberRole ?? 'owner'
}

/** Whether the signed-in member may use a capability; the panel hides what they cannot do. */
export const useCan = (capability: Capability): boolean => can(useMemberRole(), capability)
