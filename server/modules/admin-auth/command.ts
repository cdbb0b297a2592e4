import type { Database } from '../../db/client'
import { askDataDirOwner } from '../../db/data-dir-lock'
import { issueOperatorLink } from './service'

/**
 * `npm run admin:create -- email` (docs/product.md#operators). An embedded database has one owner
 * process: while the server runs, the command asks it for the link through the data directory's
 * socket, as `npm run backup` asks for a copy; otherwise it opens the database itself.
 */
const OPERATOR_LINK_REQUEST = 'operator-link'

interface LinkDeps {
  secret: string
  publicUrl: string
}

export interface IssuedLink {
  email: string
  link: string
  created: boolean
  expiresAt: string
}

async function issue(database: Database, deps: LinkDeps, email: string): Promise<IssuedLink> {
  const issued = await issueOperatorLink(database.db, deps, email, 'command')
  return {
    email: issued.email,
    link: issued.link,
    created: issued.created,
    expiresAt: issued.expiresAt.toISOString(),
  }
}

/** The server's side: it answers the command while it holds the embedded database. */
export function answerOperatorLinks(database: Database, deps: LinkDeps) {
  database.answerOwnerRequests?.(OPERATOR_LINK_REQUEST, async (request) => ({
    ...(await issue(database, deps, String(request.email))),
  }))
}

/** The command's side: through the running server, or on the database it opens. */
export async function operatorLinkCommand(
  options: LinkDeps & {
    email: string
    dataDir: string
    databaseUrl?: string
    open: (options: { url?: string; dataDir?: string }) => Promise<Database>
  },
): Promise<IssuedLink> {
  if (!options.databaseUrl) {
    const answer = await askDataDirOwner(options.dataDir, {
      kind: OPERATOR_LINK_REQUEST,
      email: options.email,
    })
    if (answer) {
      if (typeof answer.link === 'string') return answer as unknown as IssuedLink
      throw new Error(`El servidor en marcha no pudo crear el enlace: ${String(answer.error)}`)
    }
  }
  const database = await options.open({ url: options.databaseUrl, dataDir: options.dataDir })
  try {
    return await issue(database, options, options.email)
  } finally {
    await database.close()
  }
}
