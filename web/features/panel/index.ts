// The panel's pieces other features show: its sales chart (the operator console's days too).
export { SalesChart } from './components/SalesChart'
