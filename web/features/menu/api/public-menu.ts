import { useQuery } from '@tanstack/react-query'
import { publicMenuQuery } from './public-menu-query'

export { publicMenuQuery }

export function usePublicMenu(slug: string) {
  return useQuery(publicMenuQuery(slug))
}
