import { RotateCw } from 'lucide-react'
import { Component, type ReactNode } from 'react'
import { WIDGET_FAILED_MESSAGE } from '../../../domain/messages/common'
import { Button } from './Button'

interface Props {
  children: ReactNode
  /**
   * Called by 'Reintentar' before the part is drawn again: typically resets the query whose
   * answer it could not draw, so the retry asks the API again instead of redrawing the same data.
   */
  onRetry?: () => unknown
  /** Classes of the message's box, to sit where the part sits (a card's border, its padding). */
  className?: string
}

/**
 * One part of a screen that fails alone: an answer of a shape it cannot draw (a bug, a server of
 * another version) shows a small message with 'Reintentar' in its place, while the rest of the
 * screen stays usable instead of the whole page turning to 'Algo salió mal'. React still reports
 * the error to the console.
 */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  private retry = () => {
    this.props.onRetry?.()
    this.setState({ failed: false })
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div
        role="alert"
        className={`flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-stone-700 ${this.props.className ?? ''}`}
      >
        <p>{WIDGET_FAILED_MESSAGE}</p>
        <Button variant="secondary" onClick={this.retry} className="text-sm">
          <RotateCw aria-hidden className="size-4" />
          Reintentar
        </Button>
      </div>
    )
  }
}
