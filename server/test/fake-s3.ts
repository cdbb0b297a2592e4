import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { s3Storage } from '../adapters/storage/s3'
import { parseEnv } from '../config'

export interface FakeS3 {
  /** Where the fake service listens: `http://127.0.0.1:<port>`. */
  endpoint: string
  bucket: string
  /** What a server needs to keep its pictures in this bucket (STORAGE_PROVIDER=s3…). */
  env: Record<string, string>
  /** Whether the bucket holds an object under `key`, asked of the fake S3 itself. */
  has(key: string): Promise<boolean>
  close(): Promise<void>
}

/**
 * A local S3 for tests (s3rver, files in a temporary folder) on 127.0.0.1 and a free port, with
 * one bucket made: nothing leaves the machine. Every server given `env` shares its pictures.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'barrio-s3-'))
  const bucket = 'barrio-test'
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const env = {
    STORAGE_PROVIDER: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    // s3rver's own credentials; it checks the signatures made with them.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  }
  return {
    endpoint,
    bucket,
    env,
    // Asked through the app's own storage adapter, configured as a server would be.
    has: (key) => s3Storage(parseEnv(env)).has(key),
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
