// Equipo and Actividad (docs/product.md#team): the tabs Configuración shows.
export { TeamTab } from './components/TeamTab'
export { ActivityTab } from './components/ActivityTab'
