// `npm run dev`: the API with reload on change (port 3001) and Vite with hot reload (port 3000).
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3001'
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    // No load balancer to drain for: a reload restarts the API at once.
    env: { SHUTDOWN_DRAIN_MS: '0', ...process.env, PORT: apiPort, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((c) =>
  c.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  }),
)
