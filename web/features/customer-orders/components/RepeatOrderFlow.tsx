import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import {
  cartReplacedText,
  REPEAT_CHANGED_INTRO,
  REPEAT_CHANGED_TITLE,
  REPEAT_FAILED_MESSAGE,
  REPEAT_NOTHING_LEFT_INTRO,
  REPEAT_NOTHING_LEFT_TITLE,
} from '../../../../domain/messages/repeat-order'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { LinkButton } from '../../../components/ui/LinkButton'
import { Modal } from '../../../components/ui/Modal'
import { paths } from '../../../paths'
import { replaceStoredCart } from '../../storefront'
import { fetchRepeatOrder } from '../api/repeat-order'
import { repeatPlan } from '../lib/repeat-order'

type Step =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'closed' }
  /** Nothing of the order can be ordered today: the cart is left as it was. */
  | { kind: 'nothing'; shop: string; slug: string; changes: string[] }
  /** The cart holds the order again; what changed is told before the checkout. */
  | { kind: 'review'; shop: string; slug: string; changes: string[]; replaced: boolean }

interface Props {
  orderId: string
  token: string
  /** Called once the answer is in (a notice shows, or the checkout opens). */
  onSettled: () => void
}

/**
 * docs/product.md#repeat-order: asks the server for the order at today's menu, puts it in place
 * of the shop's cart and goes to the checkout; when anything changed, or the shop's cart had other
 * products, it says so first. Loaded on the click, apart from the order pages.
 */
export default function RepeatOrderFlow({ orderId, token, onSettled }: Props) {
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>({ kind: 'loading' })

  useEffect(() => {
    let current = true
    fetchRepeatOrder(orderId, token).then(
      (answer) => {
        if (!current) return
        onSettled()
        const { business } = answer
        const { lines, changes } = repeatPlan(answer)
        if (lines.length === 0) {
          setStep({ kind: 'nothing', shop: business.name, slug: business.slug, changes })
          return
        }
        const replaced = replaceStoredCart(business.slug, lines)
        if (changes.length === 0 && !replaced) {
          void navigate(paths.checkout(business.slug))
          return
        }
        setStep({ kind: 'review', shop: business.name, slug: business.slug, changes, replaced })
      },
      () => {
        if (!current) return
        onSettled()
        setStep({ kind: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [orderId, token, onSettled, navigate])

  const close = () => setStep({ kind: 'closed' })

  if (step.kind === 'failed') {
    return (
      <Modal
        open
        title="Repetir pedido"
        onClose={close}
        footer={
          <Button full onClick={close}>
            Cerrar
          </Button>
        }
      >
        <Alert tone="error">{REPEAT_FAILED_MESSAGE}</Alert>
      </Modal>
    )
  }
  if (step.kind === 'nothing') {
    return (
      <Modal
        open
        title={REPEAT_NOTHING_LEFT_TITLE}
        onClose={close}
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Cerrar
            </Button>
            <LinkButton to={paths.storefront(step.slug)}>Ver el menú de {step.shop}</LinkButton>
          </div>
        }
      >
        <p className="text-stone-700">{REPEAT_NOTHING_LEFT_INTRO}</p>
        <ChangeList changes={step.changes} />
      </Modal>
    )
  }
  if (step.kind === 'review') {
    return (
      <Modal
        open
        title={step.changes.length > 0 ? REPEAT_CHANGED_TITLE : 'Repetir pedido'}
        onClose={close}
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <LinkButton to={paths.storefront(step.slug)} variant="secondary">
              Ver el menú
            </LinkButton>
            <LinkButton to={paths.checkout(step.slug)}>Continuar</LinkButton>
          </div>
        }
      >
        <div className="flex flex-col gap-3">
          {step.replaced && <Alert tone="info">{cartReplacedText(step.shop)}</Alert>}
          {step.changes.length > 0 && (
            <>
              <p className="text-stone-700">{REPEAT_CHANGED_INTRO}</p>
              <ChangeList changes={step.changes} />
            </>
          )}
        </div>
      </Modal>
    )
  }
  return null
}

function ChangeList({ changes }: { changes: string[] }) {
  return (
    <ul aria-label="Cambios" className="mt-2 flex flex-col gap-2">
      {changes.map((change) => (
        <li
          key={change}
          className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-stone-900"
        >
          {change}
        </li>
      ))}
    </ul>
  )
}
