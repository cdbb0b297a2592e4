import { routes } from './routes'
import { start } from './runtime/start'
import './styles.css'

/** The app on React: the panel, the operators' console, and every screen inside them. */
void start(routes, document.getElementById('root')!)
